import { isIP } from "node:net";
import type { Queryable } from "../../db/types";

export interface FactorRecord {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: "totp" | "webauthn" | "phone";
  status: "unverified" | "verified";
  secret: string | null;
  created_at: string;
  updated_at: string;
}

export async function insertFactor(
  tx: Queryable,
  f: { id: string; userId: string; friendlyName: string | null; secret: string },
): Promise<void> {
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [f.id, f.userId, f.friendlyName, f.secret],
  );
}

export async function findFactor(
  tx: Queryable,
  userId: string,
  id: string,
): Promise<FactorRecord | null> {
  const { rows } = await tx.query<{ rec: string }>(
    "select row_to_json(f)::text as rec from auth.mfa_factors f where f.user_id = $1 and f.id = $2",
    [userId, id],
  );
  return rows[0] ? (JSON.parse(rows[0].rec) as FactorRecord) : null;
}

/** Factors as GoTrue lists them (no secrets). */
export async function listFactors(
  tx: Queryable,
  userId: string,
): Promise<Record<string, unknown>[]> {
  const { rows } = await tx.query<{ json: string }>(
    `select coalesce(json_agg(json_build_object('id', f.id, 'friendly_name', coalesce(f.friendly_name, ''),
       'factor_type', f.factor_type, 'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at)
       order by f.created_at), '[]')::text as json
     from auth.mfa_factors f where f.user_id = $1`,
    [userId],
  );
  return JSON.parse(rows[0]!.json) as Record<string, unknown>[];
}

export async function friendlyNameTaken(
  tx: Queryable,
  userId: string,
  name: string,
): Promise<boolean> {
  const { rows } = await tx.query(
    "select 1 from auth.mfa_factors where user_id = $1 and friendly_name = $2",
    [userId, name],
  );
  return rows.length > 0;
}

export async function countVerifiedFactors(tx: Queryable, userId: string): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    "select count(*)::text as n from auth.mfa_factors where user_id = $1 and status = 'verified'",
    [userId],
  );
  return Number(rows[0]!.n);
}

export async function markFactorVerified(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    "update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1",
    [id],
  );
}

export async function deleteFactor(tx: Queryable, id: string): Promise<void> {
  await tx.query("delete from auth.mfa_factors where id = $1", [id]);
}

export interface ChallengeRecord {
  id: string;
  factor_id: string;
  verified_at: string | null;
  age_seconds: number;
}

export async function createChallenge(
  tx: Queryable,
  factorId: string,
  ip: string,
): Promise<{ id: string; createdAt: number }> {
  const { rows } = await tx.query<{ id: string; at: string }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values (gen_random_uuid(), $1, now(), coalesce($2::inet, '0.0.0.0'::inet))
     returning id::text, floor(extract(epoch from created_at))::text as at`,
    [factorId, isIP(ip) ? ip : null],
  );
  return { id: rows[0]!.id, createdAt: Number(rows[0]!.at) };
}

export async function lockChallenge(
  tx: Queryable,
  factorId: string,
  id: string,
): Promise<ChallengeRecord | null> {
  const { rows } = await tx.query<{ rec: string }>(
    `select json_build_object('id', id, 'factor_id', factor_id, 'verified_at', verified_at,
       'age_seconds', extract(epoch from (now() - created_at)))::text as rec
     from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
    [id, factorId],
  );
  return rows[0] ? (JSON.parse(rows[0].rec) as ChallengeRecord) : null;
}

export async function markChallengeVerified(tx: Queryable, id: string): Promise<void> {
  await tx.query("update auth.mfa_challenges set verified_at = now() where id = $1", [id]);
}
