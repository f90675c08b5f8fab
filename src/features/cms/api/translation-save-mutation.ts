import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TranslationDef } from "../translations/translatable";
import { invalidateTable } from "./keys";
import { translationKeys, type TranslationRow } from "./record-translations-query";
import { db, DbRequestError } from "./db";
import { StaleRecordError } from "./resource-save-mutation";

export interface TranslationSaveVars {
  /** The parent (English) record: its id, table (for the history) and resource key (lists). */
  id: string;
  parentTable: string;
  resourceKey: string;
  language: string;
  /** The translatable fields only; null = not translated (falls back to English). */
  values: Record<string, unknown>;
  /** The translation row's updated_at when the editor loaded it; null = there was none. */
  loadedUpdatedAt: string | null;
}

/**
 * Writes one language's row of the translations table, never the English row. A row that
 * existed is updated only if it is still the version loaded; a row that did not exist is
 * inserted, and a duplicate key means someone else created it meanwhile: both are stale edits.
 */
export async function saveTranslation(
  tdef: TranslationDef,
  vars: TranslationSaveVars,
): Promise<TranslationRow> {
  if (vars.loadedUpdatedAt === null) {
    const { data, error } = await db
      .from(tdef.table)
      .insert({ [tdef.fk]: vars.id, language: vars.language, ...vars.values })
      .select("*")
      .single();
    if (error?.code === "23505" && /_pkey"/.test(error.message)) throw new StaleRecordError();
    if (error) throw new DbRequestError(error);
    return data as TranslationRow;
  }
  const { data, error } = await db
    .from(tdef.table)
    .update(vars.values)
    .eq(tdef.fk, vars.id)
    .eq("language", vars.language)
    .eq("updated_at", vars.loadedUpdatedAt)
    .select("*");
  if (error) throw new DbRequestError(error);
  const row = (data as TranslationRow[] | null)?.[0];
  if (!row) throw new StaleRecordError();
  return row;
}

export function useSaveTranslationMutation(tdef: TranslationDef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vars: TranslationSaveVars) => saveTranslation(tdef, vars),
    onSuccess: (row, vars) => {
      qc.setQueryData<TranslationRow[]>(translationKeys.record(tdef.table, vars.id), (rows) => [
        ...(rows ?? []).filter((r) => r.language !== row.language),
        row,
      ]);
    },
    onSettled: (_row, _error, vars) => {
      // The record's translations, history and lists ("missing translations") and the public
      // pages showing the table, in every language.
      void invalidateTable(qc, vars.parentTable);
    },
  });
}
