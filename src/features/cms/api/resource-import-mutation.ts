import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResourceDef } from "../define-resource";
import { invalidateTable } from "./keys";
import { db, DbRequestError } from "./db";

/**
 * Inserts all rows in ONE request: PostgREST runs a request in one transaction, so either
 * every row is imported or (on any refusal) none is.
 */
export async function importRows(
  def: ResourceDef,
  rows: Record<string, unknown>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const { data, error } = await db.from(def.table).insert(rows).select("id");
  if (error) throw new DbRequestError(error);
  return data?.length ?? 0;
}

/** slug -> id for the import's *_slug columns. */
export async function getSlugLookup(table: string): Promise<Map<string, string>> {
  const { data, error } = await db.from(table).select("id, slug");
  if (error) throw new DbRequestError(error);
  return new Map(((data ?? []) as { id: string; slug: string }[]).map((r) => [r.slug, r.id]));
}

export function useImportMutation(def: ResourceDef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (rows: Record<string, unknown>[]) => importRows(def, rows),
    onSuccess: () => invalidateTable(qc, def.table),
  });
}
