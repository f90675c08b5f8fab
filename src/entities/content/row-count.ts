import { queryOptions, type QueryKey } from "@tanstack/react-query";
import { publicDb as supabase } from "@/integrations/supabase/public-db";

export type CountedTable = "products" | "services" | "transport_companies";

/** Every row the signed-in user may read (staff: drafts too), without fetching them. */
export async function countRows(table: CountedTable, signal?: AbortSignal): Promise<number> {
  let query = supabase.from(table).select("id", { count: "exact", head: true });
  if (signal) query = query.abortSignal(signal);
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

/** A table's row count under a key of its entity, so the entity's writes refresh it. */
export function rowCountQueryOptions(table: CountedTable, queryKey: QueryKey) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => countRows(table, signal),
    staleTime: 30_000,
  });
}
