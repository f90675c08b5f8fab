import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { homeKeys } from "./keys";

export interface CategorySummary {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  icon: string | null;
}

/** Published product categories in their order. */
export async function getCategories(signal?: AbortSignal): Promise<CategorySummary[]> {
  let query = supabase
    .from("categories")
    .select("id, slug, name, description, icon")
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
    queryKey: homeKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
  });
}
