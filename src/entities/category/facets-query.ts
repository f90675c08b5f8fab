import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  localize,
  translationFilters,
  translationsEmbed,
  useContentLanguage,
  type ContentLanguage,
} from "@/lib/content-language";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { categoryKeys } from "./keys";
import type { FacetOption } from "./model";

/** Active categories in their admin-set order (the catalogue's category filter), in `lang`. */
export async function getCategoryFacets(
  signal?: AbortSignal,
  lang: ContentLanguage = "en",
): Promise<FacetOption[]> {
  let query = supabase
    .from("categories")
    .select(`id, slug, name${translationsEmbed("category_translations", ["name"], lang)}`)
    .eq("is_active", true);
  for (const [column, value] of translationFilters(lang)) query = query.eq(column, value);
  let ordered = query.order("sort_order", { ascending: true }).order("name", { ascending: true });
  if (signal) ordered = ordered.abortSignal(signal);
  const { data, error } = await ordered;
  if (error) throw error;
  return (data ?? []).map((row) => localize(row as unknown as FacetOption, ["name"]));
}

export function categoryFacetsQueryOptions(lang: ContentLanguage) {
  return queryOptions({
    queryKey: categoryKeys.facets(lang),
    queryFn: ({ signal }) => getCategoryFacets(signal, lang),
  });
}

export function useCategoryFacetsQuery() {
  return useQuery(categoryFacetsQueryOptions(useContentLanguage()));
}
