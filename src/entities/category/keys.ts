import type { ContentLanguage } from "@/lib/content-language";

/** Every query that shows categories lives under `categoryKeys.all`. */
export const categoryKeys = {
  all: ["categories"] as const,
  /** The home page's cards (name, description, icon). */
  cards: (lang: ContentLanguage) => [...categoryKeys.all, "cards", lang] as const,
  /** The catalogue's filter (id, slug, name). */
  facets: (lang: ContentLanguage) => [...categoryKeys.all, "facets", lang] as const,
  admin: () => [...categoryKeys.all, "admin"] as const,
};
