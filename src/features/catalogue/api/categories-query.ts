import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  translationFilters,
  useContentLanguage,
  type ContentLanguage,
} from "@/lib/content-language";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import type { FacetOption } from "../lib/types";
import { catalogueKeys } from "./keys";
import { categoryNameTranslation, localizeFacet } from "./localized";

/** Active categories in their admin-set order (the catalogue's category filter), in `lang`. */
export async function getCategories(
  signal?: AbortSignal,
  lang: ContentLanguage = "en",
): Promise<FacetOption[]> {
  let query = supabase
    .from("categories")
    .select(`id, slug, name${categoryNameTranslation(lang)}`)
    .eq("is_active", true);
  for (const [column, value] of translationFilters(lang)) query = query.eq(column, value);
  let ordered = query.order("sort_order", { ascending: true }).order("name", { ascending: true });
  if (signal) ordered = ordered.abortSignal(signal);
  const { data, error } = await ordered;
  if (error) throw error;
  return (data ?? []).map(localizeFacet);
}

export function categoriesQueryOptions(lang: ContentLanguage) {
  return queryOptions({
    queryKey: catalogueKeys.categories(lang),
    queryFn: ({ signal }) => getCategories(signal, lang),
  });
}

export function useCategoriesQuery() {
  return useQuery(categoriesQueryOptions(useContentLanguage()));
}
