import type { Queryable } from "../../db/types";
import { secureToken } from "../secrets";

export interface RefreshTokenRecord {
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  parent: string | null;
  /** Seconds since the token was last changed (revoked). */
  age_seconds: number;
}

export async function createRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = secureToken(16);
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

const FIELDS = `json_build_object('token', rt.token, 'user_id', rt.user_id, 'session_id', rt.session_id,
  'revoked', coalesce(rt.revoked, false), 'parent', rt.parent,
  'age_seconds', extract(epoch from (clock_timestamp() - rt.updated_at)))::text as rec`;

/** The token row, locked so concurrent refreshes of one token serialise. */
export async function lockRefreshToken(
  tx: Queryable,
  token: string,
): Promise<RefreshTokenRecord | null> {
  const { rows } = await tx.query<{ rec: string }>(
    `select ${FIELDS} from auth.refresh_tokens rt where rt.token = $1 and rt.session_id is not null for update`,
    [token],
  );
  return rows[0] ? (JSON.parse(rows[0].rec) as RefreshTokenRecord) : null;
}

/** The session's newest unrevoked token. */
export async function activeRefreshToken(
  tx: Queryable,
  sessionId: string,
): Promise<RefreshTokenRecord | null> {
  const { rows } = await tx.query<{ rec: string }>(
    `select ${FIELDS} from auth.refresh_tokens rt where rt.session_id = $1 and not coalesce(rt.revoked, false)
     order by rt.id desc limit 1`,
    [sessionId],
  );
  return rows[0] ? (JSON.parse(rows[0].rec) as RefreshTokenRecord) : null;
}

/** Revokes `old`, issues its successor and marks the session refreshed, in one statement. */
export async function rotateRefreshToken(
  tx: Queryable,
  old: string,
  userId: string,
  sessionId: string,
): Promise<string> {
  const token = secureToken(16);
  await tx.query(
    `with revoked as (
       update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1
     ), touched as (
       update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $4
     )
     insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $2, $3, false, now(), now(), $1, $4)`,
    [old, token, userId, sessionId],
  );
  return token;
}
