/** One audit entry as the restore reads it (api/history-query's AuditEntry). */
export interface RestorableEntry {
  id: number;
  action: "insert" | "update" | "delete";
  old_values: Record<string, unknown> | null;
  /** Set on a translation's entry. */
  language?: string;
}

/**
 * The values the record (or one language's translation) had just before `target`: starting
 * from the newest entry of the same record and language, each later change is undone down to
 * and including `target` (an update gives back its old values; a translation's creation means
 * it was empty, so NULL; its deletion gives back the deleted row). Only `fields` (what the form
 * edits) are written, so columns edited elsewhere (switches, ids, timestamps) are left alone.
 * `entries` are newest first; null when `target` is not among them.
 */
export function restoreValues(
  entries: readonly RestorableEntry[],
  target: RestorableEntry,
  fields: readonly string[],
): Record<string, unknown> | null {
  const stream = entries.filter((e) => e.language === target.language);
  const at = stream.findIndex((e) => e.id === target.id);
  if (at < 0) return null;
  const values: Record<string, unknown> = {};
  for (const entry of stream.slice(0, at + 1)) {
    for (const field of fields) {
      if (entry.action === "insert") values[field] = null;
      else if (entry.old_values && field in entry.old_values)
        values[field] = entry.old_values[field];
    }
  }
  return values;
}

/** Whether the history offers to go back to the version before this entry: an edit of `fields`. */
export function isRestorable(entry: RestorableEntry, fields: readonly string[]): boolean {
  return entry.action === "update" && fields.some((f) => f in (entry.old_values ?? {}));
}
