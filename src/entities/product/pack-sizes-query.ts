import { queryOptions } from "@tanstack/react-query";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { productKeys } from "./keys";

/** An active product's pack sizes as stored (the "Add to enquiry" dialog of a catalogue card). */
export async function getProductPackSizes(slug: string, signal?: AbortSignal): Promise<unknown> {
  let query = supabase.from("products").select("pack_sizes").eq("slug", slug).eq("is_active", true);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return data?.pack_sizes ?? [];
}

export const productPackSizesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: productKeys.packSizes(slug),
    queryFn: ({ signal }) => getProductPackSizes(slug, signal),
    staleTime: 5 * 60_000,
  });
