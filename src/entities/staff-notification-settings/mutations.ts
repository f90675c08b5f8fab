import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { staffNotificationKeys } from "./keys";

export async function saveSalesEmails(emails: string[]): Promise<void> {
  const { data, error } = await supabase
    .from("staff_notification_settings")
    .update({ sales_emails: emails })
    .eq("id", 1)
    .select("id");
  if (error) throw error;
  if (!data?.length) throw new Error("The addresses were not saved (not allowed).");
}

export function useSaveSalesEmails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSalesEmails,
    onSettled: () => client.invalidateQueries({ queryKey: staffNotificationKeys.all }),
  });
}
