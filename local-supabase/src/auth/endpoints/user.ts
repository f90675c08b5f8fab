import type { Context } from "hono";
import { assertMailFrequency, rateLimit, type AuthDeps } from "../deps";
import { issueEmailToken, pkceParams, requestedRedirect } from "../email-tokens";
import { badRequest, ErrorCode, unauthorized, unprocessable } from "../errors";
import { optObject, optString, readBody } from "../http";
import { countVerifiedFactors } from "../models/factors";
import { findOneTimeToken, deleteOneTimeToken } from "../models/one-time-tokens";
import {
  findUserByEmail,
  findUserById,
  secondsSince,
  updateUser,
  type ColumnValue,
} from "../models/users";
import { assertStrongPassword, hashPassword, passwordMatches } from "../password";
import { allowedRedirect } from "../redirect";
import { tokenHash } from "../secrets";
import { deliver, type PendingMail } from "../send-mail";
import { loadAuthenticated, userClaims } from "../request-auth";
import { requireEmail } from "./signup";

/** GET /user: the signed-in user. */
export const getUser = (deps: AuthDeps) => async (c: Context) => {
  const claims = await userClaims(c, deps);
  const auth = await deps.ctx.db.transaction((tx) => loadAuthenticated(tx, claims));
  return c.json(auth.user.json);
};

/** Applies GoTrue's metadata merge: top-level keys replace, null removes. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

/** PUT /user: metadata, password (optionally with a reauthentication nonce) and e-mail change. */
export const putUser = (deps: AuthDeps) => async (c: Context) => {
  const claims = await userClaims(c, deps);
  const body = await readBody(c);
  const data = optObject(body, "data");
  const password = optString(body, "password");
  const nonce = optString(body, "nonce");
  const rawEmail = optString(body, "email");
  const email =
    rawEmail !== undefined ? requireEmail(rawEmail, "An email address is required") : undefined;
  const pkce = pkceParams(body);
  const redirectTo = allowedRedirect(
    requestedRedirect(c, body),
    deps.ctx.config.siteUrl,
    deps.ctx.config.additionalRedirectUrls,
  );

  const current = await loadAuthenticated(deps.ctx.db, claims);
  let encrypted: string | undefined;
  if (password !== undefined) {
    assertStrongPassword(password, deps.settings);
    if (await passwordMatches(password, current.user.rec.encrypted_password)) {
      throw unprocessable(
        ErrorCode.SamePassword,
        "New password should be different from the old password.",
      );
    }
    encrypted = await hashPassword(password, deps.settings);
  }
  const changesEmail = email !== undefined && email !== current.user.rec.email?.toLowerCase();
  if (changesEmail) rateLimit(c, deps, "emailSent");

  const { user, mails } = await deps.ctx.db.transaction(async (tx) => {
    const { user, session } = await loadAuthenticated(tx, claims);
    const id = user.rec.id;
    // GoTrue: with a verified factor, a password alone (aal1) cannot change the password or e-mail.
    if (
      (encrypted !== undefined || changesEmail) &&
      session?.aal !== "aal2" &&
      (await countVerifiedFactors(tx, id)) > 0
    ) {
      throw unauthorized(
        ErrorCode.InsufficientAal,
        "AAL2 session is required to update email or password when MFA is enabled.",
      );
    }
    const set: Record<string, ColumnValue> = {};
    if (data) set.raw_user_meta_data = mergeMetadata(user.rec.raw_user_meta_data, data);
    if (encrypted !== undefined) {
      if (nonce !== undefined) {
        const ott = await findOneTimeToken(
          tx,
          ["reauthentication_token"],
          tokenHash(user.rec.email ?? "", nonce.trim()),
        );
        const age = secondsSince(user.rec.reauthentication_sent_at);
        if (!ott || ott.user_id !== id || age === null || age > deps.settings.otpExpirySeconds) {
          throw badRequest(ErrorCode.ReauthenticationNotValid, "Nonce has expired or is invalid");
        }
        await deleteOneTimeToken(tx, id, "reauthentication_token");
        set.reauthentication_token = "";
      }
      set.encrypted_password = encrypted;
    }
    if (Object.keys(set).length > 0) await updateUser(tx, id, set);
    const mails: PendingMail[] = [];
    if (changesEmail && email) {
      const taken = await findUserByEmail(tx, email);
      if (taken)
        throw unprocessable(
          ErrorCode.EmailExists,
          "A user with this email address has already been registered",
        );
      assertMailFrequency(deps, user.rec.email_change_sent_at);
      const fresh = (await findUserById(tx, id))!;
      const secure = deps.settings.secureEmailChange && !!fresh.rec.email;
      const toNew = await issueEmailToken(deps, tx, fresh.rec, "email_change", {
        redirectTo,
        address: email,
        pkce,
        extra: { email_change_confirm_status: 0, email_change_token_current: "" },
      });
      mails.push(toNew.mail);
      // Secure e-mail change: the current address must confirm too.
      if (secure) {
        const pending = (await findUserById(tx, id))!;
        const toCurrent = await issueEmailToken(deps, tx, pending.rec, "email_change_current", {
          redirectTo,
        });
        mails.push(toCurrent.mail);
      }
    }
    return { user: (await findUserById(tx, id))!, mails };
  });
  for (const mail of mails) await deliver(deps, mail);
  return c.json(user.json);
};
