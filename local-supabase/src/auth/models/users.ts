import type { Queryable } from "../../db/types";

/** A row of auth.users as row_to_json gives it. */
export interface UserRecord {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_sent_at: string | null;
  reauthentication_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  phone: string | null;
  banned_until: string | null;
  is_anonymous: boolean;
  created_at: string | null;
  deleted_at: string | null;
}

export type UserJson = Record<string, unknown>;

export interface LoadedUser {
  rec: UserRecord;
  json: UserJson;
}

const IDENTITY_JSON = `json_build_object(
  'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
  'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
  'updated_at', i.updated_at, 'email', i.email)`;

const FACTOR_JSON = `json_build_object(
  'id', f.id, 'friendly_name', coalesce(f.friendly_name, ''), 'factor_type', f.factor_type,
  'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at)`;

/** GoTrue's user JSON for alias `u`. */
export const USER_JSON = `json_build_object(
  'id', u.id, 'aud', coalesce(u.aud, ''), 'role', coalesce(u.role, ''), 'email', coalesce(u.email, ''),
  'email_confirmed_at', u.email_confirmed_at, 'phone', coalesce(u.phone, ''),
  'phone_confirmed_at', u.phone_confirmed_at, 'confirmation_sent_at', u.confirmation_sent_at,
  'confirmed_at', u.confirmed_at, 'recovery_sent_at', u.recovery_sent_at,
  'new_email', nullif(u.email_change, ''), 'email_change_sent_at', u.email_change_sent_at,
  'invited_at', u.invited_at, 'last_sign_in_at', u.last_sign_in_at,
  'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
  'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
  'identities', coalesce((select json_agg(${IDENTITY_JSON} order by i.created_at)
                          from auth.identities i where i.user_id = u.id), '[]'::json),
  'factors', (select json_agg(${FACTOR_JSON} order by f.created_at)
              from auth.mfa_factors f where f.user_id = u.id),
  'created_at', u.created_at, 'updated_at', u.updated_at, 'banned_until', u.banned_until,
  'is_anonymous', u.is_anonymous)`;

/** GoTrue leaves empty optional fields out of the user JSON (omitempty). */
function compact(json: UserJson): UserJson {
  const out: UserJson = {};
  for (const [k, v] of Object.entries(json)) if (v !== null) out[k] = v;
  return out;
}

function load(row: { rec: string; json: string }): LoadedUser {
  return {
    rec: JSON.parse(row.rec) as UserRecord,
    json: compact(JSON.parse(row.json) as UserJson),
  };
}

async function one(
  tx: Queryable,
  where: string,
  params: unknown[],
  lock = false,
): Promise<LoadedUser | null> {
  const { rows } = await tx.query<{ rec: string; json: string }>(
    `select row_to_json(u)::text as rec, ${USER_JSON}::text as json from auth.users u where ${where}
     limit 1${lock ? " for update" : ""}`,
    params,
  );
  return rows[0] ? load(rows[0]) : null;
}

export const findUserById = (tx: Queryable, id: string, lock = false) =>
  one(tx, "u.id = $1", [id], lock);

export const findUserByEmail = (tx: Queryable, email: string, lock = false) =>
  one(tx, "lower(u.email) = lower($1) and u.is_sso_user = false", [email], lock);

export async function listUsers(
  tx: Queryable,
  limit: number,
  offset: number,
): Promise<{ users: UserJson[]; total: number }> {
  const { rows } = await tx.query<{ json: string; total: string }>(
    `select coalesce(json_agg(x.j order by x.created_at desc, x.id), '[]'::json)::text as json,
            (select count(*) from auth.users)::text as total
     from (select ${USER_JSON} as j, u.created_at, u.id from auth.users u
           order by u.created_at desc, u.id limit $1 offset $2) x`,
    [limit, offset],
  );
  const row = rows[0]!;
  return { users: (JSON.parse(row.json) as UserJson[]).map(compact), total: Number(row.total) };
}

export interface NewUser {
  id: string;
  email: string;
  encryptedPassword: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  emailConfirmed: boolean;
  role?: string;
  invited?: boolean;
}

/** A plain insert into auth.users (triggers fire), then the e-mail identity, as GoTrue does. */
export async function insertUser(tx: Queryable, u: NewUser): Promise<void> {
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       invited_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4,
       case when $5::boolean then now() end, case when $6::boolean then now() end,
       $7::jsonb, $8::jsonb, now(), now(), false)`,
    [
      u.id,
      u.role ?? "authenticated",
      u.email,
      u.encryptedPassword ?? "",
      u.emailConfirmed,
      u.invited ?? false,
      JSON.stringify(u.appMetadata),
      JSON.stringify(u.userMetadata),
    ],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', $3::boolean,
       'phone_verified', false), 'email', now(), now())`,
    [u.id, u.email, u.emailConfirmed],
  );
}

/** Marker for `column = now()` in an update. */
export const NOW = Symbol("now");
export type ColumnValue = string | number | boolean | null | Record<string, unknown> | typeof NOW;

const COLUMNS: Record<string, string> = {
  email: "",
  encrypted_password: "",
  email_confirmed_at: "::timestamptz",
  invited_at: "::timestamptz",
  confirmation_token: "",
  confirmation_sent_at: "::timestamptz",
  recovery_token: "",
  recovery_sent_at: "::timestamptz",
  email_change_token_new: "",
  email_change_token_current: "",
  email_change: "",
  email_change_sent_at: "::timestamptz",
  email_change_confirm_status: "::smallint",
  last_sign_in_at: "::timestamptz",
  raw_app_meta_data: "::jsonb",
  raw_user_meta_data: "::jsonb",
  banned_until: "::timestamptz",
  reauthentication_token: "",
  reauthentication_sent_at: "::timestamptz",
  role: "",
  deleted_at: "::timestamptz",
};

/** A plain UPDATE of auth.users (so triggers fire), columns from a fixed list. */
export async function updateUser(
  tx: Queryable,
  id: string,
  set: Record<string, ColumnValue>,
): Promise<void> {
  const params: unknown[] = [id];
  const parts: string[] = [];
  for (const [column, value] of Object.entries(set)) {
    const cast = COLUMNS[column];
    if (cast === undefined) throw new Error(`updateUser: column not allowed: ${column}`);
    if (value === NOW) {
      parts.push(`${column} = now()`);
      continue;
    }
    params.push(value !== null && typeof value === "object" ? JSON.stringify(value) : value);
    parts.push(`${column} = $${params.length}${cast}`);
  }
  parts.push("updated_at = now()");
  await tx.query(`update auth.users set ${parts.join(", ")} where id = $1`, params);
}

export async function deleteUser(tx: Queryable, id: string): Promise<void> {
  await tx.query("delete from auth.users where id = $1", [id]);
}

/** Seconds since a timestamp column was set, or null when it never was. */
export function secondsSince(timestamp: string | null): number | null {
  if (!timestamp) return null;
  return (Date.now() - Date.parse(timestamp)) / 1000;
}

export const isConfirmed = (u: UserRecord) => u.email_confirmed_at !== null;
/** Banned until a future time; soft-deleted users stay banned for good ("infinity"). */
export const isBanned = (u: UserRecord) =>
  u.deleted_at !== null ||
  (u.banned_until !== null &&
    (u.banned_until === "infinity" || Date.parse(u.banned_until) > Date.now()));
