import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResourceDef } from "../define-resource";
import { invalidateTable } from "./keys";
import type { SortChange } from "../lib/reorder";
import { db, DbRequestError } from "./db";

/**
 * Writes new sort_order values (only the rows whose position changed) in ONE database call:
 * reorder_content() updates them in one transaction, so a move is saved whole or not at all.
 */
export async function reorderResource(def: ResourceDef, changes: SortChange[]): Promise<void> {
  if (changes.length === 0) return;
  const { error } = await db.rpc("reorder_content", {
    table_param: def.table,
    ids_param: changes.map((c) => String(c.id)),
    sort_orders_param: changes.map((c) => c.sort_order),
  });
  if (error) throw new DbRequestError(error);
}

export function useReorderMutation(def: ResourceDef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (changes: SortChange[]) => reorderResource(def, changes),
    onSettled: () => invalidateTable(qc, def.table),
  });
}
