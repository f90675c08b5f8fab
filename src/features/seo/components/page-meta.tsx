import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LANGUAGES, toSupportedLanguage } from "@/i18n/languages";
import { localizedPath } from "@/i18n/url-language";
import { siteOrigin } from "@/lib/site-origin";
import { useSeoSettingsQuery } from "@/entities/seo-setting";
import { ogLocales } from "../lib/og-locale";
import { absoluteUrl, resolveMeta } from "../lib/resolve-meta";
import { shareImagePath } from "../lib/share-image";

export interface PageMetaProps {
  /** The seo_settings route this page reads, e.g. "/products" or "/products/{slug}". */
  route: string;
  /** A record's own values (a product's name, summary, image) win over the route's row. */
  title?: string | null;
  description?: string | null;
  image?: string | null;
  type?: "website" | "article" | "product";
  noindex?: boolean;
}

/**
 * The page's title, description, canonical URL and social tags. React 19 hoists these into
 * <head>; the static defaults of index.html are removed once a page has its own.
 */
export function PageMeta({
  route,
  title,
  description,
  image,
  type = "website",
  noindex,
}: PageMetaProps) {
  const { t, i18n } = useTranslation();
  // The router's pathname has no language prefix (the prefix is its basename).
  const { pathname } = useLocation();
  const lng = toSupportedLanguage(i18n.language);
  const origin = siteOrigin();
  const { data } = useSeoSettingsQuery();
  const meta = resolveMeta({
    row: data?.find((r) => r.route === route) ?? null,
    siteName: t("common.companyName"),
    title,
    description,
    image,
  });
  const url = absoluteUrl(localizedPath(pathname, lng), origin);
  const shareImage = meta.image ? absoluteUrl(shareImagePath(meta.image), origin) : null;
  const locales = ogLocales(lng);

  useEffect(() => {
    document.querySelectorAll("head [data-default-head]").forEach((el) => el.remove());
  }, []);

  return (
    <>
      <title>{meta.title}</title>
      {meta.description && <meta name="description" content={meta.description} />}
      {meta.keywords && <meta name="keywords" content={meta.keywords} />}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {!noindex && <link rel="canonical" href={url} />}
      {!noindex &&
        LANGUAGES.map((language) => (
          <link
            key={language.code}
            rel="alternate"
            hrefLang={language.code}
            href={absoluteUrl(localizedPath(pathname, language.code), origin)}
          />
        ))}
      {!noindex && (
        <link rel="alternate" hrefLang="x-default" href={absoluteUrl(pathname, origin)} />
      )}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={t("common.companyName")} />
      <meta property="og:title" content={meta.title} />
      {meta.description && <meta property="og:description" content={meta.description} />}
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={locales.locale} />
      {!noindex &&
        locales.alternates.map((alternate) => (
          <meta key={alternate} property="og:locale:alternate" content={alternate} />
        ))}
      {shareImage && <meta property="og:image" content={shareImage} />}
      <meta name="twitter:card" content={shareImage ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={meta.title} />
      {meta.description && <meta name="twitter:description" content={meta.description} />}
      {shareImage && <meta name="twitter:image" content={shareImage} />}
    </>
  );
}
