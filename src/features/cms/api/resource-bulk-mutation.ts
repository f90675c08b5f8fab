import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResourceDef } from "../define-resource";
import { invalidateTable } from "./keys";
import { db, DbRequestError } from "./db";

export type BulkAction = "activate" | "deactivate" | "delete";

/** Activates, deactivates or deletes the given records in one request; returns how many. */
export async function runBulkAction(
  def: ResourceDef,
  action: BulkAction,
  ids: readonly (string | number)[],
): Promise<number> {
  const query =
    action === "delete"
      ? db.from(def.table).delete().in("id", ids)
      : db
          .from(def.table)
          .update({ is_active: action === "activate" })
          .in("id", ids);
  const { data, error } = await query.select("id");
  if (error) throw new DbRequestError(error);
  return data?.length ?? 0;
}

export function useBulkActionMutation(def: ResourceDef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: BulkAction; ids: (string | number)[] }) =>
      runBulkAction(def, action, ids),
    onSettled: () => invalidateTable(qc, def.table),
  });
}
