import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { trashKeys } from "./keys";

/** Why the server refused (restore_from_trash's codes), else "failed". */
export type TrashRefusal = "conflict" | "missingParent" | "gone" | "denied" | "failed";

export class TrashActionError extends Error {
  constructor(readonly reason: TrashRefusal) {
    super(`Trash action refused: ${reason}`);
    this.name = "TrashActionError";
  }
}

function refusal(error: { code?: string; message?: string }): TrashRefusal {
  if (error.code === "23505") return "conflict";
  if (error.code === "23503") return "missingParent";
  if (error.code === "P0002") return "gone";
  if (error.code === "42501") return "denied";
  return "failed";
}

/** Puts a trashed record back (same id, translations and links); returns its table and id. */
export async function restoreFromTrash(id: number): Promise<{ table: string; recordId: string }> {
  const { data, error } = await supabase.rpc("restore_from_trash", { _id: id });
  if (error) throw new TrashActionError(refusal(error));
  const row = data[0];
  if (!row) throw new TrashActionError("gone");
  return { table: row.table_name, recordId: row.record_id };
}

/** Deletes one trash row for good. */
export async function deleteFromTrash(id: number): Promise<void> {
  const { data, error } = await supabase.rpc("delete_from_trash", { _id: id });
  if (error) throw new TrashActionError(refusal(error));
  if (!data) throw new TrashActionError("gone");
}

export function useRestoreFromTrashMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: restoreFromTrash,
    // The record is back in its lists, options and public pages: refresh whatever shows it.
    onSuccess: () => void qc.invalidateQueries(),
    onSettled: () => void qc.invalidateQueries({ queryKey: trashKeys.all }),
  });
}

export function useDeleteFromTrashMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteFromTrash,
    onSettled: () => void qc.invalidateQueries({ queryKey: trashKeys.all }),
  });
}
