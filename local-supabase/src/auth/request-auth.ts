import type { Context } from "hono";
import type { Queryable } from "../db/types";
import { verifyJwt, type RequestClaims } from "../jwt";
import type { AuthDeps } from "./deps";
import { ErrorCode, forbidden, unauthorized } from "./errors";
import { findSession, type SessionRecord } from "./models/sessions";
import { findUserById, type LoadedUser } from "./models/users";
import { isUuid } from "./secrets";

/** The verified claims of the Authorization bearer token. */
export async function bearerClaims(c: Context, deps: AuthDeps): Promise<RequestClaims> {
  const header = c.req.header("authorization")?.trim() ?? "";
  const m = /^bearer\s+(\S+)$/i.exec(header);
  if (!m)
    throw unauthorized(ErrorCode.NoAuthorization, "This endpoint requires a valid Bearer token");
  try {
    return await verifyJwt(m[1]!, deps.ctx.config.jwtSecret);
  } catch (err) {
    const why = err instanceof Error ? err.message : "invalid";
    throw forbidden(ErrorCode.BadJwt, `invalid JWT: unable to parse or verify signature, ${why}`);
  }
}

/** Claims of a user's access token: audience `authenticated` and a UUID subject. */
export async function userClaims(c: Context, deps: AuthDeps): Promise<RequestClaims> {
  const claims = await bearerClaims(c, deps);
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!aud.includes("authenticated"))
    throw forbidden(ErrorCode.BadJwt, "invalid JWT: invalid claim: aud");
  if (typeof claims.sub !== "string" || !isUuid(claims.sub)) {
    throw forbidden(ErrorCode.BadJwt, "invalid claim: missing sub claim");
  }
  return claims;
}

export interface Authenticated {
  claims: RequestClaims;
  user: LoadedUser;
  session: SessionRecord | null;
}

/** The user and session the token speaks for; both must still exist. */
export async function loadAuthenticated(
  tx: Queryable,
  claims: RequestClaims,
): Promise<Authenticated> {
  const user = await findUserById(tx, claims.sub!);
  if (!user) throw forbidden(ErrorCode.UserNotFound, "User from sub claim in JWT does not exist");
  let session: SessionRecord | null = null;
  const sid = claims.session_id;
  if (typeof sid === "string" && sid !== "") {
    session = isUuid(sid) ? await findSession(tx, sid) : null;
    if (!session || session.user_id !== user.rec.id) {
      throw forbidden(
        ErrorCode.SessionNotFound,
        "Session from session_id claim in JWT does not exist",
      );
    }
  }
  return { claims, user, session };
}

/** The service_role key (or a supabase_admin token) only. */
export async function requireAdmin(c: Context, deps: AuthDeps): Promise<RequestClaims> {
  const claims = await bearerClaims(c, deps);
  if (claims.role !== "service_role" && claims.role !== "supabase_admin") {
    throw forbidden(ErrorCode.NotAdmin, "User not allowed");
  }
  return claims;
}
