import { useTranslation } from "react-i18next";
import { toSupportedLanguage } from "@/i18n/languages";
import { localizedPath } from "@/i18n/url-language";
import { serializeJsonLd, type JsonLdObject } from "@/lib/json-ld";
import { siteOrigin } from "@/lib/site-origin";

/**
 * One structured-data block. A data block is never executed, so it needs no CSP allowance;
 * rendered in the page body, where Google reads it as well as in <head>.
 */
export function JsonLd({ data }: { data: JsonLdObject | null }) {
  if (!data) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

/** Turns a router path ("/products/x") into the absolute URL of that page in the page's language. */
export function useAbsoluteUrl(): (path: string) => string {
  const { i18n } = useTranslation();
  const lng = toSupportedLanguage(i18n.language);
  const origin = siteOrigin();
  return (path) => `${origin}${localizedPath(path, lng)}`;
}

/** The page's language as a BCP 47 code, for inLanguage. */
export function usePageLanguage(): string {
  const { i18n } = useTranslation();
  return toSupportedLanguage(i18n.language);
}
