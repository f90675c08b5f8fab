import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResourceDef } from "../define-resource";
import { cmsKeys } from "./keys";
import { db, DbRequestError } from "./db";

/** Writes new sort_order values (only the rows whose position changed). */
export async function reorderResource(
  def: ResourceDef,
  changes: { id: string | number; sort_order: number }[],
): Promise<void> {
  const results = await Promise.all(
    changes.map((c) => db.from(def.table).update({ sort_order: c.sort_order }).eq("id", c.id)),
  );
  const failed = results.find((r) => r.error);
  if (failed?.error) throw new DbRequestError(failed.error);
}

export function useReorderMutation(def: ResourceDef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (changes: { id: string | number; sort_order: number }[]) =>
      reorderResource(def, changes),
    onSettled: () => qc.invalidateQueries({ queryKey: cmsKeys.resource(def.key) }),
  });
}
