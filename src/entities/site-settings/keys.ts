import type { ContentLanguage } from "@/lib/content-language";

/** Every query that shows site_settings lives under `siteSettingsKeys.all`. */
export const siteSettingsKeys = {
  all: ["site-settings"] as const,
  row: (lang: ContentLanguage) => [...siteSettingsKeys.all, "row", lang] as const,
  protection: () => [...siteSettingsKeys.all, "protection"] as const,
  staffMfa: () => [...siteSettingsKeys.all, "staff-mfa"] as const,
  /** The contact page's block: the address and hours with the social links. */
  contactDetails: (lang: ContentLanguage) =>
    [...siteSettingsKeys.all, "contact-details", lang] as const,
};
