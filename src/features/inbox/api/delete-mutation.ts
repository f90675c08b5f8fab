import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { inboxKeys } from "./keys";

/** Deletes a message and its history for good (admins only, by policy). */
export async function deleteMessage(id: string): Promise<void> {
  const { data, error } = await supabase
    .from("contact_messages")
    .delete()
    .eq("id", id)
    .select("id");
  if (error) throw error;
  if (!data?.length) throw new Error("The message was not deleted (not allowed, or already gone).");
}

export function useDeleteMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: inboxKeys.detail(id) });
      return client.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
}
