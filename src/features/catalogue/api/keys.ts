import type { CatalogueState } from "../lib/url-state";

/** Query keys of the public catalogue; admin mutations invalidate through `catalogueKeys.all`. */
export const catalogueKeys = {
  all: ["catalogue"] as const,
  products: () => [...catalogueKeys.all, "products"] as const,
  productList: (state: CatalogueState) => [...catalogueKeys.products(), "list", state] as const,
  featured: (limit: number) => [...catalogueKeys.products(), "featured", limit] as const,
  product: (slug: string) => [...catalogueKeys.products(), "detail", slug] as const,
  related: (categoryId: string, excludeSlug: string) =>
    [...catalogueKeys.products(), "related", categoryId, excludeSlug] as const,
  categories: () => [...catalogueKeys.all, "categories"] as const,
  brands: () => [...catalogueKeys.all, "brands"] as const,
  whatsappNumber: () => [...catalogueKeys.all, "whatsapp-number"] as const,
};
