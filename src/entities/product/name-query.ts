import { useQuery } from "@tanstack/react-query";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { productKeys } from "./keys";

/** The name of an active product by slug (for ?product= prefill); null when there is none. */
export async function getProductName(slug: string, signal?: AbortSignal): Promise<string | null> {
  let query = supabase.from("products").select("name").eq("slug", slug).eq("is_active", true);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return data?.name ?? null;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function useProductNameQuery(slug: string | null) {
  const valid = slug !== null && SLUG.test(slug) && slug.length <= 120;
  return useQuery({
    queryKey: productKeys.name(slug ?? ""),
    queryFn: ({ signal }) => getProductName(slug!, signal),
    enabled: valid,
  });
}
