import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import type { Queryable } from "../../db/types";
import { assertFailuresLeft, rateLimit, recordFailure, type AuthDeps } from "../deps";
import { AuthError, badRequest, ErrorCode, forbidden, notFound, unprocessable } from "../errors";
import { clientIp, optString, readBody } from "../http";
import {
  countVerifiedFactors,
  createChallenge,
  deleteFactor,
  findFactor,
  friendlyNameTaken,
  listFactors,
  insertFactor,
  lockChallenge,
  markChallengeVerified,
  markFactorVerified,
  type FactorRecord,
} from "../models/factors";
import { createRefreshToken } from "../models/refresh-tokens";
import { addAmr, findSession, raiseToAal2 } from "../models/sessions";
import { findUserById } from "../models/users";
import { loadAuthenticated, userClaims, type Authenticated } from "../request-auth";
import { isUuid } from "../secrets";
import { sessionJson } from "../session-issue";

function totpFor(secret: string, issuer: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period: 30, secret });
}

function factorId(c: Context): string {
  const id = c.req.param("id") ?? "";
  if (!isUuid(id)) throw notFound(ErrorCode.MfaFactorNotFound, "Factor not found");
  return id;
}

async function ownFactor(tx: Queryable, auth: Authenticated, id: string): Promise<FactorRecord> {
  const factor = await findFactor(tx, auth.user.rec.id, id);
  if (!factor) throw notFound(ErrorCode.MfaFactorNotFound, "Factor not found");
  return factor;
}

function requireSession(auth: Authenticated) {
  if (!auth.session)
    throw forbidden(
      ErrorCode.SessionNotFound,
      "Session from session_id claim in JWT does not exist",
    );
  return auth.session;
}

/** POST /factors: TOTP enrolment with secret, otpauth URI and QR code (SVG). */
export const enrollFactor = (deps: AuthDeps) => async (c: Context) => {
  const claims = await userClaims(c, deps);
  const body = await readBody(c);
  const type = optString(body, "factor_type");
  if (type === "phone" || type === "webauthn") {
    throw unprocessable(ErrorCode.ValidationFailed, `MFA enroll is disabled for ${type}`);
  }
  if (type !== "totp")
    throw badRequest(ErrorCode.ValidationFailed, "factor_type needs to be totp, phone or webauthn");
  if (!deps.settings.mfaTotpEnroll) {
    throw unprocessable(ErrorCode.MfaTotpEnrollNotEnabled, "MFA enroll is disabled for TOTP");
  }
  const friendlyName = optString(body, "friendly_name")?.trim() || null;
  const issuer = optString(body, "issuer") || new URL(deps.ctx.config.siteUrl).host;
  const result = await deps.ctx.db.transaction(async (tx) => {
    const auth = await loadAuthenticated(tx, claims);
    const session = requireSession(auth);
    if ((await countVerifiedFactors(tx, auth.user.rec.id)) > 0 && session.aal !== "aal2") {
      throw unprocessable(ErrorCode.InsufficientAal, "AAL2 required to enroll a new factor");
    }
    if ((await listFactors(tx, auth.user.rec.id)).length >= deps.settings.maxEnrolledFactors) {
      throw unprocessable(
        ErrorCode.TooManyEnrolledMfaFactors,
        "Maximum number of enrolled factors reached, unenroll to continue",
      );
    }
    if (friendlyName && (await friendlyNameTaken(tx, auth.user.rec.id, friendlyName))) {
      throw unprocessable(
        ErrorCode.MfaFactorNameConflict,
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const id = randomUUID();
    await insertFactor(tx, { id, userId: auth.user.rec.id, friendlyName, secret });
    const uri = totpFor(secret, issuer, auth.user.rec.email ?? auth.user.rec.id).toString();
    return { id, secret, uri };
  });
  const qr = await QRCode.toString(result.uri, { type: "svg" });
  return c.json({
    id: result.id,
    type: "totp",
    friendly_name: friendlyName ?? "",
    totp: { qr_code: qr, secret: result.secret, uri: result.uri },
  });
};

/** POST /factors/{id}/challenge */
export const challengeFactor = (deps: AuthDeps) => async (c: Context) => {
  rateLimit(c, deps, "mfaChallengeAndVerify");
  const claims = await userClaims(c, deps);
  const id = factorId(c);
  await readBody(c);
  const challenge = await deps.ctx.db.transaction(async (tx) => {
    const auth = await loadAuthenticated(tx, claims);
    const factor = await ownFactor(tx, auth, id);
    if (factor.factor_type !== "totp")
      throw unprocessable(ErrorCode.ValidationFailed, "Only TOTP factors are supported");
    return createChallenge(tx, factor.id, clientIp(c, deps.ctx));
  });
  return c.json({
    id: challenge.id,
    type: "totp",
    expires_at: challenge.createdAt + deps.settings.mfaChallengeExpirySeconds,
  });
};

/** POST /factors/{id}/verify: a valid TOTP code verifies the factor and raises the session to aal2. */
export const verifyFactor = (deps: AuthDeps) => async (c: Context) => {
  rateLimit(c, deps, "mfaChallengeAndVerify");
  const claims = await userClaims(c, deps);
  const id = factorId(c);
  // Wrong codes are counted per factor too, so guesses from many addresses stop as well.
  assertFailuresLeft(deps, "factorVerify", id);
  const body = await readBody(c);
  const challengeId = optString(body, "challenge_id") ?? "";
  const code = optString(body, "code") ?? "";
  if (!deps.settings.mfaTotpVerify) {
    throw unprocessable(ErrorCode.MfaTotpVerifyNotEnabled, "MFA verification is disabled for TOTP");
  }
  if (!isUuid(challengeId))
    throw badRequest(ErrorCode.ValidationFailed, "challenge_id must be an UUID");
  const outcome = await deps.ctx.db.transaction(async (tx) => {
    const auth = await loadAuthenticated(tx, claims);
    const session = requireSession(auth);
    const factor = await ownFactor(tx, auth, id);
    const challenge = await lockChallenge(tx, factor.id, challengeId);
    if (!challenge || challenge.verified_at) {
      throw notFound(
        ErrorCode.MfaFactorNotFound,
        "MFA factor with the provided challenge ID not found",
      );
    }
    if (challenge.age_seconds > deps.settings.mfaChallengeExpirySeconds) {
      throw unprocessable(
        ErrorCode.MfaChallengeExpired,
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const totp = totpFor(factor.secret ?? "", "", "");
    if (!/^\d{6}$/.test(code) || totp.validate({ token: code, window: 1 }) === null) {
      // The failed attempt spends the challenge, so the error is raised after the commit.
      await markChallengeVerified(tx, challenge.id);
      return unprocessable(ErrorCode.MfaVerificationFailed, "Invalid TOTP code entered");
    }
    await markChallengeVerified(tx, challenge.id);
    await markFactorVerified(tx, factor.id);
    await raiseToAal2(tx, session.id, factor.id);
    await addAmr(tx, session.id, "totp");
    await tx.query(
      "update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1",
      [session.id],
    );
    const refresh = await createRefreshToken(tx, auth.user.rec.id, session.id, null);
    const user = (await findUserById(tx, auth.user.rec.id))!;
    return sessionJson(deps, tx, user, (await findSession(tx, session.id))!, refresh);
  });
  if (outcome instanceof AuthError) {
    if (outcome.code === ErrorCode.MfaVerificationFailed) recordFailure(deps, "factorVerify", id);
    throw outcome;
  }
  return c.json(outcome);
};

/** DELETE /factors/{id}: a verified factor can only be removed from an aal2 session. */
export const unenrollFactor = (deps: AuthDeps) => async (c: Context) => {
  const claims = await userClaims(c, deps);
  const id = factorId(c);
  await deps.ctx.db.transaction(async (tx) => {
    const auth = await loadAuthenticated(tx, claims);
    const session = requireSession(auth);
    const factor = await ownFactor(tx, auth, id);
    if (factor.status === "verified" && session.aal !== "aal2") {
      throw unprocessable(ErrorCode.InsufficientAal, "AAL2 required to unenroll verified factor");
    }
    await deleteFactor(tx, factor.id);
    await tx.query(
      "update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1",
      [factor.id],
    );
  });
  return c.json({ id });
};
