import { Suspense } from "react";
import { Outlet } from "react-router";
import { GlobalOverlays } from "./global-overlays";
import { HydrationBoundary } from "@/components/hydration-boundary";
import { PageSpinner } from "./page-spinner";
import { useLanguageUrl } from "./use-language-url";

/** The root route: every page (public and admin) plus the global overlays. */
export function AppFrame() {
  useLanguageUrl();
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <HydrationBoundary>
        <GlobalOverlays />
      </HydrationBoundary>
    </>
  );
}
