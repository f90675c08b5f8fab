import { queryOptions, useQuery } from "@tanstack/react-query";
import { useContentLanguage, type ContentLanguage } from "@/lib/content-language";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import type { ProductDetail } from "./model";
import { productKeys } from "./keys";
import {
  categoryNameTranslation,
  localizeDetail,
  PRODUCT_DETAIL_FIELDS,
  productLanguageFilters,
  productTranslations,
} from "./localized";
import { SUMMARY_COLUMNS } from "./select";

const detailSelect = (lang: ContentLanguage) =>
  `${SUMMARY_COLUMNS}, description, category_id, gallery, features, applications, specifications, coverage, coverage_data, pack_sizes, tds_url, sds_url${productTranslations(PRODUCT_DETAIL_FIELDS, lang)}, category:categories(slug, name${categoryNameTranslation(lang)}), brand:brands(slug, name)`;

/**
 * An active product by slug in `lang` (English where untranslated), or null when there is none
 * (no error: the page says so). One request: the translation comes embedded.
 */
export async function getProduct(
  slug: string,
  signal?: AbortSignal,
  lang: ContentLanguage = "en",
): Promise<ProductDetail | null> {
  let query = supabase
    .from("products")
    .select(detailSelect(lang))
    .eq("slug", slug)
    .eq("is_active", true);
  for (const [column, value] of productLanguageFilters(lang)) query = query.eq(column, value);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return data ? localizeDetail(data) : null;
}

export function productQueryOptions(slug: string, lang: ContentLanguage) {
  return queryOptions({
    queryKey: productKeys.detail(slug, lang),
    queryFn: ({ signal }) => getProduct(slug, signal, lang),
  });
}

export function useProductQuery(slug: string) {
  return useQuery(productQueryOptions(slug, useContentLanguage()));
}
