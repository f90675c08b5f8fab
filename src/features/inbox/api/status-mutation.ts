import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import type { MessageStatus } from "../lib/status";
import { inboxKeys } from "./keys";

/** Moves a message to another status; the database records who and when. */
export async function setMessageStatus(vars: { id: string; status: MessageStatus }): Promise<void> {
  const { data, error } = await supabase
    .from("contact_messages")
    .update({ status: vars.status })
    .eq("id", vars.id)
    .select("id");
  if (error) throw error;
  if (!data?.length) throw new Error("The message was not changed (deleted, or not allowed).");
}

export function useStatusMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setMessageStatus,
    onSettled: () => client.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
