import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { dayAfter, searchPattern, type InboxFilters } from "../lib/url-state";
import { inboxKeys } from "./keys";
import { MESSAGE_COLUMNS, type ContactMessage } from "./types";

export interface MessagesPage {
  rows: ContactMessage[];
  total: number;
}

/** The messages matching the filters, newest first (the filter is applied by the server). */
function filtered(filters: InboxFilters, columns: string, signal?: AbortSignal) {
  let query = supabase.from("contact_messages").select(columns, { count: "exact" });
  if (filters.status === null) query = query.neq("status", "spam");
  else if (filters.status !== "all") query = query.eq("status", filters.status);
  const pattern = searchPattern(filters.q);
  if (pattern) {
    query = query.or(
      ["name", "email", "company", "subject", "message"]
        .map((c) => `${c}.ilike.${pattern}`)
        .join(","),
    );
  }
  if (filters.from) query = query.gte("created_at", filters.from);
  if (filters.to) query = query.lt("created_at", dayAfter(filters.to));
  query = query.order("created_at", { ascending: false }).order("id");
  return signal ? query.abortSignal(signal) : query;
}

export async function getMessages(
  filters: InboxFilters,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const start = (filters.page - 1) * filters.pageSize;
  const { data, error, count } = await filtered(filters, MESSAGE_COLUMNS, signal).range(
    start,
    start + filters.pageSize - 1,
  );
  if (error) throw error;
  return { rows: (data ?? []) as unknown as ContactMessage[], total: count ?? 0 };
}

export const EXPORT_LIMIT = 5000;

/** Every message matching the filters (up to EXPORT_LIMIT), for the CSV export. */
export async function getAllMessages(filters: InboxFilters): Promise<ContactMessage[]> {
  const rows: ContactMessage[] = [];
  const size = 1000;
  for (let start = 0; start < EXPORT_LIMIT; start += size) {
    const { data, error } = await filtered(filters, MESSAGE_COLUMNS).range(start, start + size - 1);
    if (error) throw error;
    const batch = (data ?? []) as unknown as ContactMessage[];
    rows.push(...batch);
    if (batch.length < size) break;
  }
  return rows;
}

export function useMessagesQuery(filters: InboxFilters) {
  return useQuery({
    queryKey: inboxKeys.list(filters),
    queryFn: ({ signal }) => getMessages(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
