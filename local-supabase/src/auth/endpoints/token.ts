import type { Context } from "hono";
import type { AuthDeps } from "../deps";
import { assertFailuresLeft, rateLimit, recordFailure } from "../deps";
import { AuthError, badRequest, ErrorCode, forbidden, notFound, OAuthError } from "../errors";
import { optString, readBody } from "../http";
import { takeFlowStateByCode } from "../models/flow-state";
import { deleteSession, findSession } from "../models/sessions";
import { activeRefreshToken, lockRefreshToken, rotateRefreshToken } from "../models/refresh-tokens";
import { findUserByEmail, findUserById, isBanned, isConfirmed } from "../models/users";
import { passwordMatches, passwordProblem } from "../password";
import { sha256Base64Url } from "../secrets";
import { sessionJson, startSession, type SessionJson } from "../session-issue";

async function passwordGrant(c: Context, deps: AuthDeps): Promise<SessionJson> {
  rateLimit(c, deps, "signInSignUps");
  const body = await readBody(c);
  const email = optString(body, "email")?.trim().toLowerCase();
  const password = optString(body, "password") ?? "";
  if (!email) {
    if (optString(body, "phone"))
      throw badRequest(ErrorCode.InvalidCredentials, "Invalid login credentials");
    throw badRequest(ErrorCode.ValidationFailed, "missing email or phone");
  }
  // Failed sign-ins are also counted per account, so guesses spread over many addresses stop too.
  assertFailuresLeft(deps, "signIn", email);
  const found = await findUserByEmail(deps.ctx.db, email);
  const matches = await passwordMatches(password, found?.rec.encrypted_password ?? null);
  if (!found || !matches) {
    recordFailure(deps, "signIn", email);
    throw badRequest(ErrorCode.InvalidCredentials, "Invalid login credentials");
  }
  if (isBanned(found.rec)) throw badRequest(ErrorCode.UserBanned, "User is banned");
  if (!isConfirmed(found.rec)) throw badRequest(ErrorCode.EmailNotConfirmed, "Email not confirmed");
  const session = await deps.ctx.db.transaction((tx) =>
    startSession(c, deps, tx, found.rec.id, "password"),
  );
  const weak = passwordProblem(password, deps.settings);
  return weak
    ? { ...session, weak_password: { reasons: weak.reasons, message: weak.message } }
    : session;
}

const NOT_FOUND = () =>
  badRequest(ErrorCode.RefreshTokenNotFound, "Invalid Refresh Token: Refresh Token Not Found");

async function refreshGrant(c: Context, deps: AuthDeps): Promise<SessionJson> {
  rateLimit(c, deps, "tokenRefresh");
  const body = await readBody(c);
  const token = optString(body, "refresh_token");
  if (!token) throw badRequest(ErrorCode.ValidationFailed, "refresh_token required");
  const outcome = await deps.ctx.db.transaction(async (tx) => {
    const rt = await lockRefreshToken(tx, token);
    if (!rt) throw NOT_FOUND();
    const session = await findSession(tx, rt.session_id);
    const user = await findUserById(tx, rt.user_id);
    if (!session || !user) throw NOT_FOUND();
    if (isBanned(user.rec))
      throw badRequest(ErrorCode.UserBanned, "Invalid Refresh Token: User Banned");
    if (rt.revoked) {
      const active = await activeRefreshToken(tx, session.id);
      if (
        active &&
        active.parent === rt.token &&
        rt.age_seconds <= deps.settings.refreshReuseIntervalSeconds
      ) {
        return sessionJson(deps, tx, user, session, active.token);
      }
      // Reuse outside the grace interval: the token family is compromised, end the session.
      await deleteSession(tx, session.id);
      return "reused" as const;
    }
    const next = await rotateRefreshToken(tx, rt.token, user.rec.id, session.id);
    return sessionJson(deps, tx, user, session, next);
  });
  if (outcome === "reused") {
    throw badRequest(ErrorCode.RefreshTokenAlreadyUsed, "Invalid Refresh Token: Already Used");
  }
  return outcome;
}

async function pkceGrant(c: Context, deps: AuthDeps): Promise<SessionJson> {
  const body = await readBody(c);
  const code = optString(body, "auth_code");
  const verifier = optString(body, "code_verifier");
  if (!code || !verifier) {
    throw badRequest(
      ErrorCode.ValidationFailed,
      "invalid request: both auth code and code verifier should be non-empty",
    );
  }
  return deps.ctx.db
    .transaction(async (tx) => {
      const flow = await takeFlowStateByCode(tx, code);
      if (!flow || !flow.user_id)
        throw notFound(
          ErrorCode.FlowStateNotFound,
          "invalid flow state, no valid flow state found",
        );
      if (flow.age_seconds > deps.settings.flowStateExpirySeconds) {
        return badRequest(ErrorCode.FlowStateExpired, "invalid flow state, flow state has expired");
      }
      const computed = flow.code_challenge_method === "s256" ? sha256Base64Url(verifier) : verifier;
      if (computed !== flow.code_challenge) {
        return forbidden(
          ErrorCode.BadCodeVerifier,
          "code challenge does not match previously saved code verifier",
        );
      }
      return startSession(c, deps, tx, flow.user_id, flow.authentication_method);
    })
    .then((r) => {
      // A failed check still consumed the flow state (one attempt per code), so it is thrown after the commit.
      if (r instanceof AuthError) throw r;
      return r;
    });
}

/** POST /token?grant_type=password|refresh_token|pkce (id_token and web3 have no providers locally). */
export const token = (deps: AuthDeps) => async (c: Context) => {
  const grant = c.req.query("grant_type");
  switch (grant) {
    case "password":
      return c.json(await passwordGrant(c, deps));
    case "refresh_token":
      return c.json(await refreshGrant(c, deps));
    case "pkce":
      return c.json(await pkceGrant(c, deps));
    case "id_token":
      throw badRequest(
        ErrorCode.ProviderDisabled,
        "Provider is not enabled: no external identity providers locally",
      );
    case "web3":
      throw badRequest(ErrorCode.ProviderDisabled, "Web3 provider is not enabled");
    default:
      throw new OAuthError(400, "unsupported_grant_type", "");
  }
};
