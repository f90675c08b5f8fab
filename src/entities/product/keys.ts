import type { ContentLanguage } from "@/lib/content-language";
import type { ProductListParams } from "./list-params";

/**
 * Every query that shows products lives under `productKeys.all` (public and admin), so a write
 * that invalidates it refreshes them all. Keys of company content carry the content language,
 * so switching language refetches.
 */
export const productKeys = {
  all: ["products"] as const,
  lists: () => [...productKeys.all, "list"] as const,
  list: (params: ProductListParams, lang: ContentLanguage) =>
    [...productKeys.lists(), lang, params] as const,
  featured: (limit: number, lang: ContentLanguage) =>
    [...productKeys.all, "featured", lang, limit] as const,
  detail: (slug: string, lang: ContentLanguage) =>
    [...productKeys.all, "detail", lang, slug] as const,
  related: (categoryId: string, excludeSlug: string, lang: ContentLanguage) =>
    [...productKeys.all, "related", lang, categoryId, excludeSlug] as const,
  calculator: (lang: ContentLanguage) => [...productKeys.all, "calculator", lang] as const,
  /** An active product's name by slug (the contact form's ?product= prefill). */
  name: (slug: string) => [...productKeys.all, "name", slug] as const,
  /** An active product's pack sizes by slug (the catalogue's "Add to enquiry"). */
  packSizes: (slug: string) => [...productKeys.all, "pack-sizes", slug] as const,
  /** The back office's views (cms lists, records); see features/cms/api/keys.ts. */
  admin: () => [...productKeys.all, "admin"] as const,
  /** How many products staff can see (the dashboard). */
  count: () => [...productKeys.admin(), "count"] as const,
};
