import type { ContentLanguage } from "@/lib/content-language";

/** Every query that shows services lives under `serviceKeys.all`; keys carry the language. */
export const serviceKeys = {
  all: ["services"] as const,
  list: (lang: ContentLanguage) => [...serviceKeys.all, "list", lang] as const,
  detail: (slug: string, lang: ContentLanguage) =>
    [...serviceKeys.all, "detail", lang, slug] as const,
  admin: () => [...serviceKeys.all, "admin"] as const,
  count: () => [...serviceKeys.admin(), "count"] as const,
};
