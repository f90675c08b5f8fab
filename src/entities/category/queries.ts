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
import type { CategorySummary } from "./model";
import { CATEGORY_TRANSLATABLE as CATEGORY_FIELDS } from "./translatable";

/** Published product categories in their order, in `lang`. */
export async function getCategories(
  signal?: AbortSignal,
  lang: ContentLanguage = "en",
): Promise<CategorySummary[]> {
  let filtered = supabase
    .from("categories")
    .select(
      `id, slug, name, description, icon${translationsEmbed("category_translations", CATEGORY_FIELDS, lang)}`,
    )
    .eq("is_active", true);
  for (const [column, value] of translationFilters(lang)) filtered = filtered.eq(column, value);
  let query = filtered.order("sort_order", { ascending: true }).order("name", { ascending: true });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return ((data as unknown as CategorySummary[] | null) ?? []).map((c) =>
    localize(c, CATEGORY_FIELDS),
  );
}

export function categoryCardsQueryOptions(lang: ContentLanguage) {
  return queryOptions({
    queryKey: categoryKeys.cards(lang),
    queryFn: ({ signal }) => getCategories(signal, lang),
  });
}

export function useCategoriesQuery() {
  return useQuery(categoryCardsQueryOptions(useContentLanguage()));
}
