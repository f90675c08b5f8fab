import type { ContentLanguage } from "@/lib/content-language";

/** Services' query keys, with the content language (switching language refetches). */
export const servicesKeys = {
  all: ["services"] as const,
  list: (lang: ContentLanguage) => [...servicesKeys.all, "list", lang] as const,
  detail: (slug: string, lang: ContentLanguage) =>
    [...servicesKeys.all, "detail", lang, slug] as const,
};
