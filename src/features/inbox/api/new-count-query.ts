import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { inboxKeys } from "./keys";

/** How many messages are still new (nobody has looked at them). */
export async function getNewCount(signal?: AbortSignal): Promise<number> {
  let query = supabase
    .from("contact_messages")
    .select("id", { count: "exact", head: true })
    .eq("status", "new");
  if (signal) query = query.abortSignal(signal);
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

export function useNewCountQuery() {
  return useQuery({
    queryKey: inboxKeys.newCount(),
    queryFn: ({ signal }) => getNewCount(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
