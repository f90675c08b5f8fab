import { useQuery } from "@tanstack/react-query";
import { cmsKeys } from "./keys";
import { db, DbRequestError } from "./db";

export interface AuditEntry {
  id: number;
  changed_at: string;
  actor_id: string | null;
  action: "insert" | "update" | "delete";
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
  actor_name?: string | null;
  /** Set on a translation's entry: the language it was written in. */
  language?: string;
}

/**
 * The record's audit trail (content_audit, newest first), with the actors' usernames. With a
 * translations table, its rows of the record (record_id "<id>:<language>") are included, each
 * entry carrying its language.
 */
export async function getHistory(
  table: string,
  id: string,
  signal?: AbortSignal,
  translationTable?: string,
): Promise<AuditEntry[]> {
  let query = db
    .from("content_audit")
    .select("id, changed_at, actor_id, action, old_values, new_values, table_name, record_id");
  query = translationTable
    ? query.or(
        `and(table_name.eq.${table},record_id.eq.${id}),and(table_name.eq.${translationTable},record_id.like.${id}:*)`,
      )
    : query.eq("table_name", table).eq("record_id", id);
  const { data, error } = await query
    .order("changed_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(50)
    .abortSignal(signal ?? new AbortController().signal);
  if (error) throw new DbRequestError(error);
  const entries = ((data ?? []) as (AuditEntry & { table_name: string; record_id: string })[]).map(
    ({ table_name, record_id, ...e }) =>
      table_name === translationTable ? { ...e, language: record_id.split(":").pop() } : e,
  );
  const actors = [...new Set(entries.map((e) => e.actor_id).filter((x): x is string => !!x))];
  if (actors.length > 0) {
    const profiles = await db.from("profiles").select("user_id, username").in("user_id", actors);
    const names = new Map(
      ((profiles.data ?? []) as { user_id: string; username: string | null }[]).map((p) => [
        p.user_id,
        p.username,
      ]),
    );
    for (const e of entries) e.actor_name = e.actor_id ? (names.get(e.actor_id) ?? null) : null;
  }
  return entries;
}

export function useHistoryQuery(table: string, id: string | undefined, translationTable?: string) {
  return useQuery({
    queryKey: [...cmsKeys.history(table, id ?? ""), translationTable ?? null],
    queryFn: ({ signal }) => getHistory(table, id!, signal, translationTable),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
