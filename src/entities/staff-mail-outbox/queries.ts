import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { staffMailKeys } from "./keys";
import { STAFF_MAIL_COLUMNS, type StaffMail } from "./model";

/** The staff e-mail queued for a message, or null when none was (no addresses were set). */
export async function getStaffMail(
  messageId: string,
  signal?: AbortSignal,
): Promise<StaffMail | null> {
  let query = supabase
    .from("staff_mail_outbox")
    .select(STAFF_MAIL_COLUMNS)
    .eq("message_id", messageId)
    .order("id", { ascending: false })
    .limit(1);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return (data?.[0] ?? null) as StaffMail | null;
}

export function useStaffMailQuery(messageId: string) {
  return useQuery({
    queryKey: staffMailKeys.message(messageId),
    queryFn: ({ signal }) => getStaffMail(messageId, signal),
    staleTime: 15_000,
  });
}
