import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Footer } from "./footer";
import { Header } from "./header";
import { HydrationBoundary } from "@/components/hydration-boundary";
import { PageSpinner } from "./page-spinner";
import { seoSettingsQueryOptions } from "@/entities/seo-setting";
import { siteSettingsQueryOptions } from "@/entities/site-settings";
import { socialLinksQueryOptions } from "@/entities/social-link";
import type { Prefetch } from "../route-data";

export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="focus:bg-background sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:px-3 focus:py-2"
      >
        {t("nav.skipToContent")}
      </a>
      <HydrationBoundary>
        <Header />
      </HydrationBoundary>
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <HydrationBoundary>
        <Footer />
      </HydrationBoundary>
    </div>
  );
}

/**
 * The data of every public page's frame: the company facts (header brand, footer, the pages
 * that quote them), the footer's social links, and the SEO rows each page's PageMeta reads.
 */
export const prefetchSiteLayout: Prefetch = ({ lang }) => [
  siteSettingsQueryOptions(lang),
  socialLinksQueryOptions(),
  seoSettingsQueryOptions(lang),
];
