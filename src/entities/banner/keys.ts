import type { ContentLanguage } from "@/lib/content-language";

/** Every query that shows banners lives under `bannerKeys.all`. */
export const bannerKeys = {
  all: ["banners"] as const,
  live: (lang: ContentLanguage) => [...bannerKeys.all, "live", lang] as const,
  admin: () => [...bannerKeys.all, "admin"] as const,
};
