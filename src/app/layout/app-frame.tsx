import { Suspense } from "react";
import { Outlet } from "react-router";
import { GlobalOverlays } from "./global-overlays";
import { HydrationBoundary } from "@/components/hydration-boundary";
import { PageSpinner } from "./page-spinner";
import { useLanguageUrl } from "./use-language-url";
import { protectionQueryOptions as protectionEnabledQueryOptions } from "@/entities/site-settings";
import { whatsAppSettingsQueryOptions } from "@/entities/whatsapp-settings";
import type { Prefetch } from "../route-data";

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

/** The global overlays' data: the page-protection switch and the WhatsApp widget's settings. */
export const prefetchAppFrame: Prefetch = ({ lang }) => [
  protectionEnabledQueryOptions(),
  whatsAppSettingsQueryOptions(lang),
];
