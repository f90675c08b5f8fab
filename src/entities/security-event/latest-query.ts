import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { securityEventKeys } from "./keys";

export interface LatestEvent {
  id: number;
  event_type: string;
  user_id: string | null;
  created_at: string;
}

export async function getLatestEvents(signal?: AbortSignal): Promise<LatestEvent[]> {
  let query = supabase
    .from("security_events")
    .select("id, event_type, user_id, created_at")
    .order("created_at", { ascending: false })
    .limit(6);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export function useLatestEventsQuery() {
  return useQuery({
    queryKey: securityEventKeys.latest(),
    queryFn: ({ signal }) => getLatestEvents(signal),
    staleTime: 30_000,
  });
}
