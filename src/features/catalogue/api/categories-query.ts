import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import type { FacetOption } from "../lib/types";
import { catalogueKeys } from "./keys";

/** Active categories in their admin-set order (the catalogue's category filter). */
export async function getCategories(signal?: AbortSignal): Promise<FacetOption[]> {
  let query = supabase
    .from("categories")
    .select("id, slug, name")
    .eq("is_active", true)
    .order("sort_order", { ascending: true })
    .order("name", { ascending: true });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data ?? [];
}

export function useCategoriesQuery() {
  return useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
  });
}
