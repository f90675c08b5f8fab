import type { Queryable } from "../../db/types";

export interface FlowStateRecord {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: "s256" | "plain";
  code_challenge: string;
  authentication_method: string;
  age_seconds: number;
}

/** Saves a PKCE flow (code challenge) to redeem with /token?grant_type=pkce later. */
export async function createFlowState(
  tx: Queryable,
  f: { userId: string; method: string; challenge: string; challengeMethod: "s256" | "plain" },
): Promise<void> {
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, gen_random_uuid()::text, $2::auth.code_challenge_method, $3, 'email', now(), now(), $4)`,
    [f.userId, f.challengeMethod, f.challenge, f.method],
  );
}

const FIELDS = `json_build_object('id', id, 'user_id', user_id, 'auth_code', auth_code,
  'code_challenge_method', code_challenge_method, 'code_challenge', code_challenge,
  'authentication_method', authentication_method,
  'age_seconds', extract(epoch from (now() - created_at)))::text as rec`;

export async function latestFlowState(
  tx: Queryable,
  userId: string,
  method: string,
): Promise<FlowStateRecord | null> {
  const { rows } = await tx.query<{ rec: string }>(
    `select ${FIELDS} from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, method],
  );
  return rows[0] ? (JSON.parse(rows[0].rec) as FlowStateRecord) : null;
}

export async function markAuthCodeIssued(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    "update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1",
    [id],
  );
}

export async function takeFlowStateByCode(
  tx: Queryable,
  authCode: string,
): Promise<FlowStateRecord | null> {
  const { rows } = await tx.query<{ rec: string }>(
    `delete from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null returning ${FIELDS}`,
    [authCode],
  );
  return rows[0] ? (JSON.parse(rows[0].rec) as FlowStateRecord) : null;
}
