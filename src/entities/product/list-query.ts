import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useContentLanguage, type ContentLanguage } from "@/lib/content-language";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { productKeys } from "./keys";
import {
  PRODUCT_PAGE_SIZE as PAGE_SIZE,
  type ProductListParams as CatalogueState,
} from "./list-params";
import type { ProductPage } from "./model";
import { localizeSummary, productLanguageFilters } from "./localized";
import { summarySelect } from "./select";

const RANGE_NOT_SATISFIABLE = "PGRST103";

function buildQuery(
  state: CatalogueState,
  head: boolean,
  signal: AbortSignal | undefined,
  lang: ContentLanguage,
) {
  let query = supabase
    .from("products")
    .select(summarySelect(Boolean(state.category), Boolean(state.brand), lang), {
      count: "exact",
      head,
    })
    .eq("is_active", true);
  if (state.category) query = query.eq("category.slug", state.category);
  if (state.brand) query = query.eq("brand.slug", state.brand);
  for (const [column, value] of productLanguageFilters(lang)) query = query.eq(column, value);
  // One vector covers English and every translation (see product_search_vector), so a name
  // typed in any language finds the product whatever language the visitor browses in.
  if (state.q)
    query = query.textSearch("search", state.q, { type: "websearch", config: "english" });
  if (signal) query = query.abortSignal(signal);
  return query;
}

/** One page of active products matching the view (in `lang`), with the total count of matches. */
export async function getProducts(
  state: CatalogueState,
  signal?: AbortSignal,
  lang: ContentLanguage = "en",
): Promise<ProductPage> {
  let query = buildQuery(state, false, signal, lang);
  if (state.sort === "name") query = query.order("name", { ascending: true });
  else if (state.sort === "newest") query = query.order("created_at", { ascending: false });
  else {
    query = query
      .order("is_featured", { ascending: false })
      .order("sort_order", { ascending: true })
      .order("name", { ascending: true });
  }
  const from = (state.page - 1) * PAGE_SIZE;
  const { data, error, count } = await query
    .order("id", { ascending: true })
    .range(from, from + PAGE_SIZE - 1);
  if (error) {
    // A page past the end (an old link): report the total so the view can go to the last page.
    if (error.code === RANGE_NOT_SATISFIABLE) {
      const counted = await buildQuery(state, true, signal, lang);
      if (counted.error) throw counted.error;
      return { items: [], total: counted.count ?? 0 };
    }
    throw error;
  }
  return { items: (data ?? []).map(localizeSummary), total: count ?? 0 };
}

export function productsQueryOptions(state: CatalogueState, lang: ContentLanguage) {
  return queryOptions({
    queryKey: productKeys.list(state, lang),
    queryFn: ({ signal }) => getProducts(state, signal, lang),
    placeholderData: keepPreviousData,
  });
}

export function useProductsQuery(state: CatalogueState) {
  return useQuery(productsQueryOptions(state, useContentLanguage()));
}
