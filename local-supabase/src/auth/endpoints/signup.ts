import type { Context } from "hono";
import { dbErrorFields } from "../../db/types";
import { rateLimit, type AuthDeps } from "../deps";
import { issueEmailToken, pkceParams, requestedRedirect } from "../email-tokens";
import { badRequest, ErrorCode, unprocessable } from "../errors";
import { optObject, optString, readBody } from "../http";
import { findUserByEmail, insertUser, isConfirmed, secondsSince } from "../models/users";
import { assertStrongPassword, hashPassword } from "../password";
import { allowedRedirect } from "../redirect";
import { isEmail } from "../secrets";
import { deliver } from "../send-mail";
import { startSession } from "../session-issue";
import { randomUUID } from "node:crypto";

/** Normalised, validated e-mail address of a request. */
export function requireEmail(raw: string | undefined, missing: string): string {
  const email = raw?.trim().toLowerCase();
  if (!email) throw badRequest(ErrorCode.ValidationFailed, missing);
  if (!isEmail(email)) {
    throw badRequest(
      ErrorCode.EmailAddressInvalid,
      "Unable to validate email address: invalid format",
    );
  }
  return email;
}

/**
 * GoTrue's answer for an address that is already registered: the shape of a new sign-up with a
 * random id, the request's own metadata and no identities, so the answer tells nobody whether
 * the address exists and returns nothing of the existing user.
 */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/**
 * POST /signup: a new unconfirmed user and a confirmation mail; with e-mail confirmations off
 * (`auth.email.enable_confirmations = false`) a confirmed user and a session, as GoTrue answers.
 */
export const signup = (deps: AuthDeps) => async (c: Context) => {
  rateLimit(c, deps, "signInSignUps");
  if (!deps.settings.enableSignup) {
    throw unprocessable(ErrorCode.SignupDisabled, "Signups not allowed for this instance");
  }
  const body = await readBody(c);
  if (!optString(body, "email") && !optString(body, "phone") && !optString(body, "password")) {
    throw unprocessable(ErrorCode.AnonymousProviderDisabled, "Anonymous sign-ins are disabled");
  }
  if (optString(body, "phone") && !optString(body, "email")) {
    throw badRequest(ErrorCode.ProviderDisabled, "Phone signups are disabled");
  }
  const email = requireEmail(optString(body, "email"), "To signup, please provide your email");
  const password = optString(body, "password");
  if (!password)
    throw unprocessable(ErrorCode.ValidationFailed, "Signup requires a valid password");
  assertStrongPassword(password, deps.settings);
  const data = optObject(body, "data") ?? {};
  const pkce = pkceParams(body);
  const redirectTo = allowedRedirect(
    requestedRedirect(c, body, "email_redirect_to"),
    deps.ctx.config.siteUrl,
    deps.ctx.config.additionalRedirectUrls,
  );
  rateLimit(c, deps, "emailSent");
  const encrypted = await hashPassword(password, deps.settings);

  if (!deps.settings.enableConfirmations) {
    return c.json(await signupConfirmed(c, deps, email, encrypted, data));
  }

  const outcome = await deps.ctx.db
    .transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email, true);
      if (existing) {
        // Never changed by a sign-up: whoever asks may not own the address. An unconfirmed
        // owner gets the confirmation again, within the mail frequency (silently otherwise).
        if (isConfirmed(existing.rec) || !mailDue(deps, existing.rec.confirmation_sent_at)) {
          return { user: null, mail: null };
        }
        const issued = await issueEmailToken(deps, tx, existing.rec, "signup", {
          redirectTo,
          pkce,
        });
        return { user: null, mail: issued.mail };
      }
      const id = randomUUID();
      await insertUser(tx, {
        id,
        email,
        encryptedPassword: encrypted,
        userMetadata: data,
        appMetadata: { provider: "email", providers: ["email"] },
        emailConfirmed: false,
      });
      const rec = (await findUserByEmail(tx, email))!.rec;
      const issued = await issueEmailToken(deps, tx, rec, "signup", { redirectTo, pkce });
      return { user: (await findUserByEmail(tx, email))!, mail: issued.mail };
    })
    .catch((err: unknown) => {
      // A concurrent sign-up of the same address won: answer as for any existing address.
      if (dbErrorFields(err).code === "23505") return { user: null, mail: null };
      throw err;
    });
  if (outcome.mail) await deliver(deps, outcome.mail);
  return c.json(outcome.user?.json ?? obfuscatedUser(email, data));
};

function mailDue(deps: AuthDeps, lastSentAt: string | null): boolean {
  if (deps.ctx.config.disableRateLimits) return true;
  const age = secondsSince(lastSentAt);
  return age === null || age >= deps.settings.smtpMaxFrequencySeconds;
}

/** Sign-up with confirmations off: the user is confirmed at once and signed in. */
async function signupConfirmed(
  c: Context,
  deps: AuthDeps,
  email: string,
  encrypted: string,
  data: Record<string, unknown>,
) {
  return deps.ctx.db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, email, true)) {
        throw unprocessable(ErrorCode.UserAlreadyExists, "User already registered");
      }
      const id = randomUUID();
      await insertUser(tx, {
        id,
        email,
        encryptedPassword: encrypted,
        userMetadata: data,
        appMetadata: { provider: "email", providers: ["email"] },
        emailConfirmed: true,
      });
      return startSession(c, deps, tx, id, "password");
    })
    .catch((err: unknown) => {
      if (dbErrorFields(err).code === "23505") {
        throw unprocessable(ErrorCode.UserAlreadyExists, "User already registered");
      }
      throw err;
    });
}
