import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { trashKeys } from "./keys";

/** One trashed record as the Trash page lists it (the record itself stays on the server). */
export interface TrashEntry {
  id: number;
  table_name: string;
  record_id: string;
  label: string | null;
  deleted_at: string;
  deleted_by: string | null;
  purge_after: string;
}

const COLUMNS = "id, table_name, record_id, label, deleted_at, deleted_by, purge_after";

/** The newest deletions first, one page (from 0). Admins only: RLS returns nothing to others. */
export async function getTrash(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<{ rows: TrashEntry[]; total: number }> {
  let query = supabase
    .from("trash")
    .select(COLUMNS, { count: "exact" })
    .order("deleted_at", { ascending: false })
    .order("id", { ascending: false })
    .range(page * pageSize, page * pageSize + pageSize - 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error, count } = await query;
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export function useTrashQuery(page: number, pageSize: number) {
  return useQuery({
    queryKey: trashKeys.list(page, pageSize),
    queryFn: ({ signal }) => getTrash(page, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
