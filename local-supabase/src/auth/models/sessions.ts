import { isIP } from "node:net";
import type { Queryable } from "../../db/types";

export interface SessionRecord {
  id: string;
  user_id: string;
  aal: "aal1" | "aal2" | "aal3";
  factor_id: string | null;
  not_after: string | null;
}

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export async function createSession(
  tx: Queryable,
  userId: string,
  meta: { ip: string; userAgent: string | undefined },
): Promise<SessionRecord> {
  const { rows } = await tx.query<{ rec: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values (gen_random_uuid(), $1, now(), now(), 'aal1', $2,
             $3::inet)
     returning row_to_json(sessions)::text as rec`,
    [userId, meta.userAgent?.slice(0, 1000) ?? null, isIP(meta.ip) ? meta.ip : null],
  );
  return JSON.parse(rows[0]!.rec) as SessionRecord;
}

export async function findSession(tx: Queryable, id: string): Promise<SessionRecord | null> {
  const { rows } = await tx.query<{ rec: string }>(
    "select row_to_json(s)::text as rec from auth.sessions s where s.id = $1",
    [id],
  );
  return rows[0] ? (JSON.parse(rows[0].rec) as SessionRecord) : null;
}

/** Records an authentication method of the session (the `amr` claim). */
export async function addAmr(tx: Queryable, sessionId: string, method: string): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, gen_random_uuid())
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

export async function amrClaims(tx: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await tx.query<{ json: string }>(
    `select coalesce(json_agg(json_build_object('method', authentication_method,
              'timestamp', floor(extract(epoch from updated_at))::bigint) order by updated_at desc), '[]')::text as json
     from auth.mfa_amr_claims where session_id = $1`,
    [sessionId],
  );
  return JSON.parse(rows[0]!.json) as AmrEntry[];
}

export async function raiseToAal2(
  tx: Queryable,
  sessionId: string,
  factorId: string,
): Promise<void> {
  await tx.query(
    "update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1",
    [sessionId, factorId],
  );
}

export type LogoutScope = "global" | "local" | "others";

export async function deleteSessions(
  tx: Queryable,
  userId: string,
  scope: LogoutScope,
  currentSessionId: string,
): Promise<void> {
  if (scope === "local")
    await tx.query("delete from auth.sessions where id = $1", [currentSessionId]);
  else if (scope === "others") {
    await tx.query("delete from auth.sessions where user_id = $1 and id <> $2", [
      userId,
      currentSessionId,
    ]);
  } else await tx.query("delete from auth.sessions where user_id = $1", [userId]);
}

export async function deleteSession(tx: Queryable, id: string): Promise<void> {
  await tx.query("delete from auth.sessions where id = $1", [id]);
}
