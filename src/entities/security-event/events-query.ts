import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import type { Json } from "@/integrations/supabase/types";
import { dayEnd, dayStart } from "./days";
import { securityEventKeys } from "./keys";

export interface SecurityEventFilters {
  type: string;
  userId: string;
  from: string;
  to: string;
}

export interface SecurityEventRow {
  id: number;
  event_type: string;
  user_id: string | null;
  details: Json;
  ip: unknown;
  created_at: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getSecurityEvents(
  filters: SecurityEventFilters,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<{ rows: SecurityEventRow[]; total: number }> {
  let query = supabase
    .from("security_events")
    .select("id, event_type, user_id, details, ip, created_at", { count: "exact" })
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .range(page * pageSize, page * pageSize + pageSize - 1);
  if (filters.type) query = query.eq("event_type", filters.type);
  if (UUID.test(filters.userId)) query = query.eq("user_id", filters.userId);
  const from = filters.from ? dayStart(filters.from) : null;
  const to = filters.to ? dayEnd(filters.to) : null;
  if (from) query = query.gte("created_at", from);
  if (to) query = query.lt("created_at", to);
  if (signal) query = query.abortSignal(signal);
  const { data, error, count } = await query;
  if (error) throw error;
  return { rows: data as SecurityEventRow[], total: count ?? 0 };
}

export function useSecurityEventsQuery(
  filters: SecurityEventFilters,
  page: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: securityEventKeys.list(filters, page, pageSize),
    queryFn: ({ signal }) => getSecurityEvents(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
