import type { RequestClaims } from "../jwt";
import type { Db, Queryable, QueryResult, Statement } from "./types";

/** Roles a token may act as. Anything else is refused before it reaches `set role`. */
export const API_ROLES = new Set(["anon", "authenticated", "service_role"]);

export interface RequestIdentity {
  claims: RequestClaims;
  /** Lower-cased request headers, exposed to SQL as request.headers (JSON). */
  headers: Record<string, string>;
  method: string;
  path: string;
}

const SETTINGS = `select set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.headers', $4, true),
              set_config('request.method', $5, true),
              set_config('request.path', $6, true),
              set_config('statement_timeout', $7, true)`;
const GENERIC_PLANS = `, set_config('plan_cache_mode', 'force_generic_plan', true)`;

/**
 * The settings PostgREST gives a request's transaction: role, claims, headers, timeout. A batched
 * read also asks for generic plans: its statements are prepared once per session, and PostgreSQL
 * would otherwise plan them afresh on every run, because a generic plan's estimate with LIMIT and
 * OFFSET as parameters looks worse than a custom one; planning was half the database's work.
 */
function setupStatement(
  identity: RequestIdentity,
  statementTimeoutMs: number,
  options: { genericPlans?: boolean } = {},
): Statement {
  const role = identity.claims.role;
  if (!API_ROLES.has(role)) throw new Error(`role not allowed: ${role}`);
  return {
    text: options.genericPlans ? SETTINGS + GENERIC_PLANS : SETTINGS,
    params: [
      role,
      JSON.stringify(identity.claims),
      typeof identity.claims.sub === "string" ? identity.claims.sub : "",
      JSON.stringify(identity.headers),
      identity.method,
      identity.path,
      String(statementTimeoutMs),
    ],
  };
}

/** Where a request's statement deadline comes from: its role's `statement_timeout`. */
export interface Deadlines {
  forRole(role: string): number;
}

/**
 * Runs `fn` as PostgREST runs a request: one transaction, `role` set locally to the token's
 * role, the claims and headers as settings, and the role's statement timeout.
 */
export async function runAs<T>(
  db: Db,
  identity: RequestIdentity,
  deadlines: Deadlines,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const statementTimeoutMs = deadlines.forRole(identity.claims.role);
  const setup = setupStatement(identity, statementTimeoutMs);
  return db.transaction(
    async (tx) => {
      await tx.query(setup.text, setup.params);
      return fn(tx);
    },
    { statementTimeoutMs },
  );
}

/**
 * Runs statements whose results need no decision in between (a read) as `runAs` would, in one
 * round trip where the database offers it; answers the statements' results.
 */
export async function runStatementsAs(
  db: Db,
  identity: RequestIdentity,
  deadlines: Deadlines,
  statements: Statement[],
  options: { genericPlans?: boolean } = {},
): Promise<QueryResult[]> {
  if (db.batch) {
    const statementTimeoutMs = deadlines.forRole(identity.claims.role);
    const setup = setupStatement(identity, statementTimeoutMs, options);
    const results = await db.batch([setup, ...statements], { statementTimeoutMs });
    return results.slice(1);
  }
  return runAs(db, identity, deadlines, async (tx) => {
    const out: QueryResult[] = [];
    for (const s of statements) out.push(await tx.query(s.text, s.params));
    return out;
  });
}
