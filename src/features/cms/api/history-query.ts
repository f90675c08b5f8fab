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
}

/** The record's audit trail (content_audit, newest first), with the actors' usernames. */
export async function getHistory(
  table: string,
  id: string,
  signal?: AbortSignal,
): Promise<AuditEntry[]> {
  const { data, error } = await db
    .from("content_audit")
    .select("id, changed_at, actor_id, action, old_values, new_values")
    .eq("table_name", table)
    .eq("record_id", id)
    .order("changed_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(50)
    .abortSignal(signal ?? new AbortController().signal);
  if (error) throw new DbRequestError(error);
  const entries = (data ?? []) as AuditEntry[];
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

export function useHistoryQuery(table: string, id: string | undefined) {
  return useQuery({
    queryKey: cmsKeys.history(table, id ?? ""),
    queryFn: ({ signal }) => getHistory(table, id!, signal),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
