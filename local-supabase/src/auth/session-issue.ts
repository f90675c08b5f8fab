import type { Context } from "hono";
import { SignJWT } from "jose";
import type { Queryable } from "../db/types";
import type { AuthDeps } from "./deps";
import { authBase } from "./http";
import { clientIp } from "./http";
import { findUserById, isBanned, NOW, updateUser, type LoadedUser } from "./models/users";
import {
  addAmr,
  amrClaims,
  createSession,
  findSession,
  type SessionRecord,
} from "./models/sessions";
import { createRefreshToken } from "./models/refresh-tokens";
import { touchIdentitySignIn } from "./models/identities";
import { badRequest, ErrorCode } from "./errors";

const keys = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keys.get(secret);
  if (!k) keys.set(secret, (k = new TextEncoder().encode(secret)));
  return k;
}

export interface SessionJson {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  [extra: string]: unknown;
}

/** An HS256 access token with Supabase's claims. */
export async function signAccessToken(
  deps: AuthDeps,
  user: LoadedUser,
  session: SessionRecord,
  tx: Queryable,
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + deps.settings.jwtExpirySeconds;
  const u = user.rec;
  const token = await new SignJWT({
    aud: u.aud || "authenticated",
    exp: expiresAt,
    iat: now,
    iss: authBase(deps.ctx),
    sub: u.id,
    email: u.email ?? "",
    phone: u.phone ?? "",
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    role: u.role || "authenticated",
    aal: session.aal,
    amr: await amrClaims(tx, session.id),
    session_id: session.id,
    is_anonymous: u.is_anonymous,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(key(deps.ctx.config.jwtSecret));
  return { token, expiresAt };
}

export async function sessionJson(
  deps: AuthDeps,
  tx: Queryable,
  user: LoadedUser,
  session: SessionRecord,
  refreshToken: string,
): Promise<SessionJson> {
  const { token, expiresAt } = await signAccessToken(deps, user, session, tx);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: deps.settings.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: user.json,
  };
}

/** Signs a user in: a new session with its first refresh token, the method recorded in `amr`. */
export async function startSession(
  c: Context,
  deps: AuthDeps,
  tx: Queryable,
  userId: string,
  method: string,
): Promise<SessionJson> {
  const before = await findUserById(tx, userId);
  if (!before) throw badRequest(ErrorCode.UserNotFound, "User not found");
  if (isBanned(before.rec)) throw badRequest(ErrorCode.UserBanned, "User is banned");
  await updateUser(tx, userId, { last_sign_in_at: NOW });
  await touchIdentitySignIn(tx, userId);
  const session = await createSession(tx, userId, {
    ip: clientIp(c, deps.ctx),
    userAgent: c.req.header("user-agent"),
  });
  await addAmr(tx, session.id, method);
  const refresh = await createRefreshToken(tx, userId, session.id, null);
  const user = (await findUserById(tx, userId))!;
  return sessionJson(deps, tx, user, (await findSession(tx, session.id))!, refresh);
}
