import { queryOptions, useQuery } from "@tanstack/react-query";
import { useContentLanguage, type ContentLanguage } from "@/lib/content-language";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import type { ProductSummary } from "./model";
import { productKeys } from "./keys";
import { localizeSummary, productLanguageFilters } from "./localized";
import { summarySelect } from "./select";

export const RELATED_LIMIT = 4;

/** Other active products of the same category, in `lang`. */
export async function getRelatedProducts(
  vars: { categoryId: string; excludeSlug: string },
  signal?: AbortSignal,
  lang: ContentLanguage = "en",
): Promise<ProductSummary[]> {
  let query = supabase
    .from("products")
    .select(summarySelect(false, false, lang))
    .eq("is_active", true)
    .eq("category_id", vars.categoryId)
    .neq("slug", vars.excludeSlug);
  for (const [column, value] of productLanguageFilters(lang)) query = query.eq(column, value);
  let ordered = query
    .order("is_featured", { ascending: false })
    .order("sort_order", { ascending: true })
    .limit(RELATED_LIMIT);
  if (signal) ordered = ordered.abortSignal(signal);
  const { data, error } = await ordered;
  if (error) throw error;
  return (data ?? []).map(localizeSummary);
}

export function relatedProductsQueryOptions(
  categoryId: string | null,
  excludeSlug: string,
  lang: ContentLanguage,
) {
  return queryOptions({
    queryKey: productKeys.related(categoryId ?? "", excludeSlug, lang),
    queryFn: ({ signal }) =>
      getRelatedProducts({ categoryId: categoryId ?? "", excludeSlug }, signal, lang),
    enabled: Boolean(categoryId),
  });
}

export function useRelatedProductsQuery(categoryId: string | null, excludeSlug: string) {
  return useQuery(relatedProductsQueryOptions(categoryId, excludeSlug, useContentLanguage()));
}
