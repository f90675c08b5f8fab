import type { ContentLanguage } from "@/lib/content-language";
import type { CatalogueState } from "../lib/url-state";

/**
 * Query keys of the public catalogue; admin mutations invalidate through `catalogueKeys.all`.
 * Keys of company content carry the content language, so switching language refetches.
 */
export const catalogueKeys = {
  all: ["catalogue"] as const,
  products: () => [...catalogueKeys.all, "products"] as const,
  productList: (state: CatalogueState, lang: ContentLanguage) =>
    [...catalogueKeys.products(), "list", lang, state] as const,
  featured: (limit: number, lang: ContentLanguage) =>
    [...catalogueKeys.products(), "featured", lang, limit] as const,
  product: (slug: string, lang: ContentLanguage) =>
    [...catalogueKeys.products(), "detail", lang, slug] as const,
  related: (categoryId: string, excludeSlug: string, lang: ContentLanguage) =>
    [...catalogueKeys.products(), "related", lang, categoryId, excludeSlug] as const,
  categories: (lang: ContentLanguage) => [...catalogueKeys.all, "categories", lang] as const,
  brands: () => [...catalogueKeys.all, "brands"] as const,
  whatsappNumber: () => [...catalogueKeys.all, "whatsapp-number"] as const,
};
