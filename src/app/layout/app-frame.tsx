import { Suspense } from "react";
import { Outlet } from "react-router";
import { GlobalOverlays } from "./global-overlays";
import { PageSpinner } from "./page-spinner";

/** The root route: every page (public and admin) plus the global overlays. */
export function AppFrame() {
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <GlobalOverlays />
    </>
  );
}
