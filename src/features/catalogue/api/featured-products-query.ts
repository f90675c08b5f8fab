import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import type { ProductSummary } from "../lib/types";
import { catalogueKeys } from "./keys";
import { summarySelect } from "./select";

/** The featured active products in their admin-set order. */
export async function getFeaturedProducts(
  limit: number,
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  let query = supabase
    .from("products")
    .select(summarySelect())
    .eq("is_active", true)
    .eq("is_featured", true)
    .order("sort_order", { ascending: true })
    .order("name", { ascending: true })
    .limit(limit);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return (data ?? []) as unknown as ProductSummary[];
}

export function useFeaturedProductsQuery(limit: number) {
  return useQuery({
    queryKey: catalogueKeys.featured(limit),
    queryFn: ({ signal }) => getFeaturedProducts(limit, signal),
  });
}
