import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import type { ProductSummary } from "../lib/types";
import { catalogueKeys } from "./keys";
import { summarySelect } from "./select";

export const RELATED_LIMIT = 4;

/** Other active products of the same category. */
export async function getRelatedProducts(
  vars: { categoryId: string; excludeSlug: string },
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  let query = supabase
    .from("products")
    .select(summarySelect())
    .eq("is_active", true)
    .eq("category_id", vars.categoryId)
    .neq("slug", vars.excludeSlug)
    .order("is_featured", { ascending: false })
    .order("sort_order", { ascending: true })
    .limit(RELATED_LIMIT);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return (data ?? []) as unknown as ProductSummary[];
}

export function useRelatedProductsQuery(categoryId: string | null, excludeSlug: string) {
  return useQuery({
    queryKey: catalogueKeys.related(categoryId ?? "", excludeSlug),
    queryFn: ({ signal }) =>
      getRelatedProducts({ categoryId: categoryId ?? "", excludeSlug }, signal),
    enabled: Boolean(categoryId),
  });
}
