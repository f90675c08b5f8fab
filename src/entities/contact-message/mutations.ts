import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { contactMessageKeys } from "./keys";
import type { MessageStatus } from "./status";

/** Every view of messages (inbox list and detail, sidebar badge, dashboard) is under `all`. */
const refreshMessages = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: contactMessageKeys.all });

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
    onSettled: () => refreshMessages(client),
  });
}

export async function addNote(vars: { id: string; note: string }): Promise<void> {
  const { error } = await supabase.rpc("add_contact_message_note", {
    message_id_param: vars.id,
    note_param: vars.note,
  });
  if (error) throw error;
}

export function useNoteMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    onSuccess: (_data, vars) =>
      client.invalidateQueries({ queryKey: contactMessageKeys.history(vars.id) }),
  });
}

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
      client.removeQueries({ queryKey: contactMessageKeys.detail(id) });
      return refreshMessages(client);
    },
  });
}
