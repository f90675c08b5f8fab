import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import type { ProductPage, ProductSummary } from "../lib/types";
import { PAGE_SIZE, type CatalogueState } from "../lib/url-state";
import { catalogueKeys } from "./keys";
import { summarySelect } from "./select";

const RANGE_NOT_SATISFIABLE = "PGRST103";

function buildQuery(state: CatalogueState, head: boolean, signal?: AbortSignal) {
  let query = supabase
    .from("products")
    .select(summarySelect(Boolean(state.category), Boolean(state.brand)), {
      count: "exact",
      head,
    })
    .eq("is_active", true);
  if (state.category) query = query.eq("category.slug", state.category);
  if (state.brand) query = query.eq("brand.slug", state.brand);
  if (state.q)
    query = query.textSearch("search", state.q, { type: "websearch", config: "english" });
  if (signal) query = query.abortSignal(signal);
  return query;
}

/** One page of active products matching the view, with the total count of matches. */
export async function getProducts(
  state: CatalogueState,
  signal?: AbortSignal,
): Promise<ProductPage> {
  let query = buildQuery(state, false, signal);
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
      const counted = await buildQuery(state, true, signal);
      if (counted.error) throw counted.error;
      return { items: [], total: counted.count ?? 0 };
    }
    throw error;
  }
  return { items: (data ?? []) as unknown as ProductSummary[], total: count ?? 0 };
}

export function useProductsQuery(state: CatalogueState) {
  return useQuery({
    queryKey: catalogueKeys.productList(state),
    queryFn: ({ signal }) => getProducts(state, signal),
    placeholderData: keepPreviousData,
  });
}
