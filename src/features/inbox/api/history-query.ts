import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { inboxKeys } from "./keys";
import type { MessageEvent } from "./types";

/** A message's status changes and notes, oldest first, with who made them. */
export async function getHistory(id: string, signal?: AbortSignal): Promise<MessageEvent[]> {
  let query = supabase.rpc("contact_message_history", { message_id_param: id });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return (data ?? []) as unknown as MessageEvent[];
}

export function useHistoryQuery(id: string) {
  return useQuery({
    queryKey: inboxKeys.history(id),
    queryFn: ({ signal }) => getHistory(id, signal),
    staleTime: 0,
  });
}
