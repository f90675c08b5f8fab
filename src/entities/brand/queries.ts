import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import type { FacetOption } from "@/entities/category";
import { brandKeys } from "./keys";

/** Active brands in their admin-set order (the catalogue's brand filter). */
export async function getBrands(signal?: AbortSignal): Promise<FacetOption[]> {
  let query = supabase
    .from("brands")
    .select("id, slug, name")
    .eq("is_active", true)
    .order("sort_order", { ascending: true })
    .order("name", { ascending: true });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data ?? [];
}

export function brandsQueryOptions() {
  return queryOptions({
    queryKey: brandKeys.facets(),
    queryFn: ({ signal }) => getBrands(signal),
  });
}

export function useBrandsQuery() {
  return useQuery(brandsQueryOptions());
}
