import type { RequestClaims } from "../jwt";
import type { Db, Queryable } from "./types";

/** Roles a token may act as. Anything else is refused before it reaches `set role`. */
export const API_ROLES = new Set(["anon", "authenticated", "service_role"]);

export interface RequestIdentity {
  claims: RequestClaims;
  /** Lower-cased request headers, exposed to SQL as request.headers (JSON). */
  headers: Record<string, string>;
  method: string;
  path: string;
}

/**
 * Runs `fn` as PostgREST runs a request: one transaction, `role` set locally to the token's
 * role, the claims and headers as settings, and a statement timeout.
 */
export async function runAs<T>(
  db: Db,
  identity: RequestIdentity,
  statementTimeoutMs: number,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const role = identity.claims.role;
  if (!API_ROLES.has(role)) throw new Error(`role not allowed: ${role}`);
  return db.transaction(
    async (tx) => {
      await tx.query(
        `select set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.headers', $4, true),
              set_config('request.method', $5, true),
              set_config('request.path', $6, true),
              set_config('statement_timeout', $7, true)`,
        [
          role,
          JSON.stringify(identity.claims),
          typeof identity.claims.sub === "string" ? identity.claims.sub : "",
          JSON.stringify(identity.headers),
          identity.method,
          identity.path,
          String(statementTimeoutMs),
        ],
      );
      return fn(tx);
    },
    { statementTimeoutMs },
  );
}
