/** Every query that shows seo_settings lives under `seoKeys.all`. */
export const seoKeys = {
  all: ["seo-settings"] as const,
  list: (lang: string) => [...seoKeys.all, "list", lang] as const,
};
