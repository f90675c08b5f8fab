import { queryOptions, useQuery } from "@tanstack/react-query";
import { useContentLanguage, type ContentLanguage } from "@/lib/content-language";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import type { ProductSummary } from "./model";
import { productKeys } from "./keys";
import { localizeSummary, productLanguageFilters } from "./localized";
import { summarySelect } from "./select";

/** The featured active products in their admin-set order, in `lang`. */
export async function getFeaturedProducts(
  limit: number,
  signal?: AbortSignal,
  lang: ContentLanguage = "en",
): Promise<ProductSummary[]> {
  let query = supabase
    .from("products")
    .select(summarySelect(false, false, lang))
    .eq("is_active", true)
    .eq("is_featured", true);
  for (const [column, value] of productLanguageFilters(lang)) query = query.eq(column, value);
  let ordered = query
    .order("sort_order", { ascending: true })
    .order("name", { ascending: true })
    .limit(limit);
  if (signal) ordered = ordered.abortSignal(signal);
  const { data, error } = await ordered;
  if (error) throw error;
  return (data ?? []).map(localizeSummary);
}

export function featuredProductsQueryOptions(limit: number, lang: ContentLanguage) {
  return queryOptions({
    queryKey: productKeys.featured(limit, lang),
    queryFn: ({ signal }) => getFeaturedProducts(limit, signal, lang),
  });
}

export function useFeaturedProductsQuery(limit: number) {
  return useQuery(featuredProductsQueryOptions(limit, useContentLanguage()));
}
