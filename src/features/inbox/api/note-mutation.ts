import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { inboxKeys } from "./keys";

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
    onSuccess: (_data, vars) => client.invalidateQueries({ queryKey: inboxKeys.history(vars.id) }),
  });
}
