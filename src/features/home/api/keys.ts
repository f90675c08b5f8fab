import type { ContentLanguage } from "@/lib/content-language";

/** Home's query keys; company content carries its language so switching language refetches. */
export const homeKeys = {
  all: ["home"] as const,
  banners: (lang: ContentLanguage) => [...homeKeys.all, "banners", lang] as const,
  categories: (lang: ContentLanguage) => [...homeKeys.all, "categories", lang] as const,
  videos: (limit: number, lang: ContentLanguage) =>
    [...homeKeys.all, "videos", lang, limit] as const,
};
