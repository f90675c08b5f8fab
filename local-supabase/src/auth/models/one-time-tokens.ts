import type { Queryable } from "../../db/types";

/** auth.one_time_tokens types; each mirrors the auth.users column of the same name. */
export type OneTimeTokenType =
  | "confirmation_token"
  | "reauthentication_token"
  | "recovery_token"
  | "email_change_token_new"
  | "email_change_token_current";

export async function saveOneTimeToken(
  tx: Queryable,
  userId: string,
  type: OneTimeTokenType,
  hash: string,
  relatesTo: string,
): Promise<void> {
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values (gen_random_uuid(), $1, $2::auth.one_time_token_type, $3, $4, now(), now())
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = now()`,
    [userId, type, hash, relatesTo],
  );
}

export interface OneTimeTokenRecord {
  user_id: string;
  token_type: OneTimeTokenType;
  relates_to: string;
}

export async function findOneTimeToken(
  tx: Queryable,
  types: OneTimeTokenType[],
  hash: string,
): Promise<OneTimeTokenRecord | null> {
  const { rows } = await tx.query<{ rec: string }>(
    `select json_build_object('user_id', user_id, 'token_type', token_type, 'relates_to', relates_to)::text as rec
     from auth.one_time_tokens where token_hash = $1 and token_type::text = any($2::text[])
     order by updated_at desc limit 1`,
    [hash, types],
  );
  return rows[0] ? (JSON.parse(rows[0].rec) as OneTimeTokenRecord) : null;
}

export async function deleteOneTimeToken(
  tx: Queryable,
  userId: string,
  type: OneTimeTokenType,
): Promise<void> {
  await tx.query(
    "delete from auth.one_time_tokens where user_id = $1 and token_type = $2::auth.one_time_token_type",
    [userId, type],
  );
}
