import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { versionColumnOf, type ResourceDef, type Row } from "../define-resource";
import { cmsKeys, invalidateTable } from "./keys";
import { db, DbRequestError } from "./db";

/** Saving over a newer version than the one loaded: someone else changed the record. */
export class StaleRecordError extends Error {
  constructor() {
    super("The record was changed by someone else");
    this.name = "StaleRecordError";
  }
}

export interface SaveVars {
  row: Record<string, unknown>;
  /** Editing: the id and the version (def.versionColumn, updated_at) the form was loaded with. */
  id?: string;
  loadedVersion?: string;
}

/**
 * Inserts, or updates only if the record is still the version that was loaded (its version
 * column compared in the same statement): zero rows updated means someone else saved in between.
 */
export async function saveResource(def: ResourceDef, vars: SaveVars): Promise<Row> {
  if (vars.id === undefined) {
    const { data, error } = await db.from(def.table).insert(vars.row).select("*").single();
    if (error) throw new DbRequestError(error);
    return data as Row;
  }
  let query = db.from(def.table).update(vars.row).eq("id", vars.id);
  if (vars.loadedVersion) query = query.eq(versionColumnOf(def), vars.loadedVersion);
  const { data, error } = await query.select("*");
  if (error) throw new DbRequestError(error);
  const row = (data as Row[] | null)?.[0];
  if (!row) throw new StaleRecordError();
  return row;
}

/**
 * After a save: the form's record as saved, then the admin lists, options and history and the
 * public pages showing the table are refreshed.
 */
export function onResourceSaved(
  qc: QueryClient,
  def: Pick<ResourceDef, "key" | "table">,
  row: Row,
): void {
  qc.setQueryData(cmsKeys.record(def, String(row.id)), row);
  void invalidateTable(qc, def.table);
}

export function useSaveResourceMutation(def: ResourceDef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveVars) => saveResource(def, vars),
    onSuccess: (row) => onResourceSaved(qc, def, row),
  });
}
