import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { dashboardKeys } from "./keys";

export interface LatestMessage {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  status: string;
  created_at: string;
}

export async function getLatestMessages(signal?: AbortSignal): Promise<LatestMessage[]> {
  let query = supabase
    .from("contact_messages")
    .select("id, name, email, subject, status, created_at")
    .order("created_at", { ascending: false })
    .limit(5);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export function useLatestMessagesQuery() {
  return useQuery({
    queryKey: dashboardKeys.latestMessages(),
    queryFn: ({ signal }) => getLatestMessages(signal),
    staleTime: 30_000,
  });
}
