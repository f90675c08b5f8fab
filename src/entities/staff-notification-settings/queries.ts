import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { staffNotificationKeys } from "./keys";

/** The sales addresses told of each new message (admins only, by policy). */
export async function getSalesEmails(signal?: AbortSignal): Promise<string[]> {
  let query = supabase.from("staff_notification_settings").select("sales_emails").eq("id", 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return data?.sales_emails ?? [];
}

export function useSalesEmailsQuery(enabled = true) {
  return useQuery({
    queryKey: staffNotificationKeys.all,
    queryFn: ({ signal }) => getSalesEmails(signal),
    enabled,
  });
}
