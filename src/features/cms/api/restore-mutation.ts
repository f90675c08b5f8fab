import { useMutation, useQueryClient } from "@tanstack/react-query";
import { translatableNames } from "@/lib/content-language";
import { formFieldNames, versionOf, type ResourceDef, type Row } from "../define-resource";
import { restoreValues } from "../lib/restore";
import type { AuditEntry } from "./history-query";
import { invalidateTable } from "./keys";
import { getRecordTranslations, translationKeys } from "./record-translations-query";
import { onResourceSaved, saveResource } from "./resource-save-mutation";
import { saveTranslation } from "./translation-save-mutation";

export interface RestoreVars {
  /** The record's history (newest first) and the entry to go back before. */
  entries: readonly AuditEntry[];
  entry: AuditEntry;
  /** The record as the form loaded it: the restore is refused if it changed since. */
  row: Row;
}

/** The restore's result: the record or the language's translation row as now saved. */
export type RestoreResult =
  { kind: "record"; row: Row } | { kind: "translation"; language: string };

/**
 * Goes back to the version before a history entry through the normal update (the stale-edit
 * check and the audit trigger apply, so the restore is itself a change in the history): the
 * record's own columns, or one language's translation.
 */
export function useRestoreVersionMutation(def: ResourceDef) {
  const qc = useQueryClient();
  const tdef = def.translations;
  return useMutation({
    mutationFn: async ({ entries, entry, row }: RestoreVars): Promise<RestoreResult> => {
      const id = String(row.id);
      if (!entry.language) {
        const values = restoreValues(entries, entry, formFieldNames(def));
        if (!values) throw new Error("Not in this record's history");
        const saved = await saveResource(def, {
          row: values,
          id,
          loadedVersion: versionOf(def, row) || undefined,
        });
        onResourceSaved(qc, def, saved);
        return { kind: "record", row: saved };
      }
      if (!tdef) throw new Error("This content type has no translations");
      const values = restoreValues(entries, entry, translatableNames(tdef));
      if (!values) throw new Error("Not in this record's history");
      const rows = await qc.ensureQueryData({
        queryKey: translationKeys.record(tdef.table, id),
        queryFn: ({ signal }) => getRecordTranslations(tdef, id, signal),
      });
      const current = rows.find((r) => r.language === entry.language);
      await saveTranslation(tdef, {
        id,
        parentTable: def.table,
        resourceKey: def.key,
        language: entry.language,
        values,
        loadedUpdatedAt: current?.updated_at ?? null,
      });
      await qc.invalidateQueries({ queryKey: translationKeys.record(tdef.table, id) });
      void invalidateTable(qc, def.table);
      return { kind: "translation", language: entry.language };
    },
  });
}
