import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { inboxKeys } from "./keys";
import { MESSAGE_COLUMNS, type ContactMessage } from "./types";

/** One message, or null when it does not exist (or was deleted). */
export async function getMessage(id: string, signal?: AbortSignal): Promise<ContactMessage | null> {
  let query = supabase.from("contact_messages").select(MESSAGE_COLUMNS).eq("id", id);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return data as unknown as ContactMessage | null;
}

export function useMessageQuery(id: string) {
  return useQuery({
    queryKey: inboxKeys.detail(id),
    queryFn: ({ signal }) => getMessage(id, signal),
    staleTime: 0,
  });
}
