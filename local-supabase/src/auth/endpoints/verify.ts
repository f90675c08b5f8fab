import type { Context } from "hono";
import type { Queryable } from "../../db/types";
import { rateLimit, type AuthDeps } from "../deps";
import { ACTIONS, PKCE_PREFIX, type EmailAction } from "../email-tokens";
import { AuthError, badRequest, ErrorCode, forbidden, unprocessable } from "../errors";
import { optString, readBody } from "../http";
import { latestFlowState, markAuthCodeIssued } from "../models/flow-state";
import { syncEmailIdentity } from "../models/identities";
import {
  deleteOneTimeToken,
  findOneTimeToken,
  type OneTimeTokenType,
} from "../models/one-time-tokens";
import {
  findUserByEmail,
  findUserById,
  NOW,
  secondsSince,
  updateUser,
  type ColumnValue,
} from "../models/users";
import { allowedRedirect } from "../redirect";
import { tokenHash } from "../secrets";
import { startSession, type SessionJson } from "../session-issue";

type VerifyType = "signup" | "invite" | "magiclink" | "recovery" | "email_change" | "email";

const TOKEN_TYPES: Record<VerifyType, OneTimeTokenType[]> = {
  signup: ["confirmation_token"],
  invite: ["confirmation_token"],
  magiclink: ["recovery_token"],
  recovery: ["recovery_token"],
  email_change: ["email_change_token_new", "email_change_token_current"],
  email: ["confirmation_token", "recovery_token"],
};

/** The `amr` method each verification signs in with. */
const AMR: Record<VerifyType, string> = {
  signup: "otp",
  invite: "invite",
  magiclink: "otp",
  recovery: "recovery",
  email_change: "email_change",
  email: "otp",
};

function verifyType(raw: string | undefined): VerifyType {
  if (raw && Object.hasOwn(TOKEN_TYPES, raw)) return raw as VerifyType;
  throw badRequest(ErrorCode.ValidationFailed, "Verify requires a verification type");
}

const expired = () => forbidden(ErrorCode.OtpExpired, "Token has expired or is invalid");

/** Token hashes are hex (with an optional pkce_ prefix); anything else cannot match. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,200}$/;

/** Finds and spends a one-time token, applying what it confirms; returns the user id. */
async function consume(
  deps: AuthDeps,
  tx: Queryable,
  type: VerifyType,
  hash: string,
  email: string | null,
): Promise<{ userId: string; action: EmailAction; otherPending: boolean }> {
  if (!TOKEN_SHAPE.test(hash)) throw expired();
  const ott = await findOneTimeToken(tx, TOKEN_TYPES[type], hash);
  if (!ott || (email !== null && ott.relates_to.toLowerCase() !== email)) throw expired();
  const user = await findUserById(tx, ott.user_id, true);
  if (!user) throw expired();
  const action: EmailAction =
    ott.token_type === "email_change_token_new"
      ? "email_change"
      : ott.token_type === "email_change_token_current"
        ? "email_change_current"
        : ott.token_type === "recovery_token"
          ? type === "recovery"
            ? "recovery"
            : "magiclink"
          : type === "invite"
            ? "invite"
            : "signup";
  const age = secondsSince(user.rec[ACTIONS[action].sentAt]);
  if (age === null || age > deps.settings.otpExpirySeconds) throw expired();

  const set: Record<string, ColumnValue> = { [ott.token_type]: "" };
  if (!user.rec.email_confirmed_at) set.email_confirmed_at = NOW;
  const otherColumn =
    action === "email_change"
      ? "email_change_token_current"
      : action === "email_change_current"
        ? "email_change_token_new"
        : null;
  const otherPending = otherColumn !== null && (user.rec[otherColumn] ?? "") !== "";
  if (otherPending) {
    // First half of a secure e-mail change: wait for the other address.
    Object.assign(set, { email_change_confirm_status: 1 });
  } else if (otherColumn !== null) {
    const newEmail = user.rec.email_change ?? "";
    const taken = await findUserByEmail(tx, newEmail);
    if (taken && taken.rec.id !== user.rec.id) {
      throw unprocessable(
        ErrorCode.EmailExists,
        "A user with this email address has already been registered",
      );
    }
    Object.assign(set, { email: newEmail, email_change: "", email_change_confirm_status: 0 });
  }
  await updateUser(tx, user.rec.id, set);
  await deleteOneTimeToken(tx, user.rec.id, ott.token_type);
  await syncEmailIdentity(tx, user.rec.id);
  return { userId: user.rec.id, action, otherPending };
}

/** Wrong codes an issued e-mail code survives; the next wrong one burns it. */
export const MAX_CODE_MISSES = 5;

/**
 * A wrong code typed for an address counts against every code that address holds for the type;
 * at MAX_CODE_MISSES the code is burnt, so the genuine one no longer works either and guessing
 * through the 10^6 codes is pointless.
 */
async function countWrongCode(deps: AuthDeps, type: VerifyType, email: string): Promise<void> {
  await deps.ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, true);
    if (!user) return;
    const { rows } = await tx.query<{ token_type: OneTimeTokenType; token_hash: string }>(
      `select token_type::text as token_type, token_hash from auth.one_time_tokens
       where user_id = $1 and token_type::text = any($2::text[])`,
      [user.rec.id, TOKEN_TYPES[type]],
    );
    for (const { token_type: column, token_hash: current } of rows) {
      const key = `${user.rec.id}:${column}:${current}`;
      if (deps.codeMisses.miss(key) < MAX_CODE_MISSES) continue;
      deps.codeMisses.forget(key);
      await updateUser(tx, user.rec.id, { [column]: "" });
      await deleteOneTimeToken(tx, user.rec.id, column);
    }
  });
}

export const OTHER_PENDING_MESSAGE =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/** POST /verify: {type, token_hash} or {type, email, token}; answers with a session. */
export const verifyPost = (deps: AuthDeps) => async (c: Context) => {
  rateLimit(c, deps, "verify");
  const body = await readBody(c);
  const type = verifyType(optString(body, "type"));
  const tokenHashParam = optString(body, "token_hash");
  const token = optString(body, "token");
  const email = optString(body, "email")?.trim().toLowerCase() ?? null;
  let hash: string;
  if (tokenHashParam)
    hash = tokenHashParam.startsWith(PKCE_PREFIX)
      ? tokenHashParam.slice(PKCE_PREFIX.length)
      : tokenHashParam;
  else if (token && email) hash = tokenHash(email, token.trim());
  else if (optString(body, "phone"))
    throw badRequest(ErrorCode.ProviderDisabled, "Phone verification is not enabled");
  else
    throw badRequest(
      ErrorCode.ValidationFailed,
      "Verify requires either a token_hash or an email and token",
    );
  const session = await deps.ctx.db
    .transaction(async (tx): Promise<SessionJson | null> => {
      const { userId, otherPending } = await consume(
        deps,
        tx,
        type,
        hash,
        tokenHashParam ? null : email,
      );
      return otherPending ? null : startSession(c, deps, tx, userId, AMR[type]);
    })
    .catch(async (err: unknown) => {
      if (
        !tokenHashParam &&
        email &&
        err instanceof AuthError &&
        err.code === ErrorCode.OtpExpired
      ) {
        await countWrongCode(deps, type, email);
      }
      throw err;
    });
  return c.json(session ?? { msg: OTHER_PENDING_MESSAGE, code: 200 });
};

function withParams(
  target: string,
  params: Record<string, string>,
  where: "query" | "fragment",
): string {
  const url = new URL(target);
  const q = new URLSearchParams(params).toString();
  if (where === "fragment") {
    url.hash = q;
    return url.toString();
  }
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** GET /verify: the link in a mail; redirects 303 with the session in the fragment, or ?code= for PKCE. */
export const verifyGet = (deps: AuthDeps) => async (c: Context) => {
  const redirect = allowedRedirect(
    c.req.query("redirect_to"),
    deps.ctx.config.siteUrl,
    deps.ctx.config.additionalRedirectUrls,
  );
  const raw = c.req.query("token") ?? "";
  const pkce = raw.startsWith(PKCE_PREFIX);
  const fail = (err: AuthError) =>
    c.redirect(
      withParams(
        redirect,
        {
          error: err.status === 429 ? "too_many_requests" : "access_denied",
          error_code: err.code,
          error_description: err.message,
        },
        pkce ? "query" : "fragment",
      ),
      303,
    );
  try {
    rateLimit(c, deps, "verify");
    const rawType = c.req.query("type");
    const type = verifyType(rawType);
    if (!raw) throw expired();
    const hash = pkce ? raw.slice(PKCE_PREFIX.length) : raw;
    const result = await deps.ctx.db.transaction(async (tx) => {
      const { userId, action, otherPending } = await consume(deps, tx, type, hash, null);
      if (otherPending) return { pending: true, code: undefined, session: undefined };
      if (pkce) {
        const flow = await latestFlowState(tx, userId, ACTIONS[action].method);
        if (!flow)
          throw badRequest(ErrorCode.FlowStateNotFound, "No valid flow state found for this link");
        await markAuthCodeIssued(tx, flow.id);
        return { pending: false, code: flow.auth_code, session: undefined };
      }
      const session = await startSession(c, deps, tx, userId, AMR[type]);
      return { pending: false, code: undefined, session };
    });
    if (result.pending) {
      return c.redirect(
        withParams(redirect, { message: OTHER_PENDING_MESSAGE }, pkce ? "query" : "fragment"),
        303,
      );
    }
    if (result.code !== undefined)
      return c.redirect(withParams(redirect, { code: result.code }, "query"), 303);
    const s = result.session!;
    return c.redirect(
      withParams(
        redirect,
        {
          access_token: s.access_token,
          expires_at: String(s.expires_at),
          expires_in: String(s.expires_in),
          refresh_token: s.refresh_token,
          token_type: "bearer",
          type: type,
        },
        "fragment",
      ),
      303,
    );
  } catch (err) {
    if (err instanceof AuthError) return fail(err);
    throw err;
  }
};
