import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { assertMailFrequency, rateLimit, type AuthDeps } from "../deps";
import { ACTIONS, issueEmailToken, pkceParams, requestedRedirect } from "../email-tokens";
import { badRequest, ErrorCode, unprocessable } from "../errors";
import { optBoolean, optObject, optString, readBody } from "../http";
import { findUserByEmail, insertUser, isBanned, isConfirmed } from "../models/users";
import { allowedRedirect } from "../redirect";
import { deliver } from "../send-mail";
import { requireEmail } from "./signup";

/** POST /otp: magic link and e-mail code in one mail (a confirmation mail for unconfirmed users). */
export const otp = (deps: AuthDeps) => async (c: Context) => {
  rateLimit(c, deps, "otp");
  const body = await readBody(c);
  if (optString(body, "phone") && !optString(body, "email")) {
    throw badRequest(ErrorCode.ProviderDisabled, "Unsupported phone provider");
  }
  const email = requireEmail(optString(body, "email"), "An email address is required");
  const createUser = optBoolean(body, "create_user") ?? true;
  const data = optObject(body, "data") ?? {};
  const pkce = pkceParams(body);
  const redirectTo = allowedRedirect(
    requestedRedirect(c, body),
    deps.ctx.config.siteUrl,
    deps.ctx.config.additionalRedirectUrls,
  );
  rateLimit(c, deps, "emailSent");
  const mail = await deps.ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email, true);
    if (!user) {
      if (!createUser) throw unprocessable(ErrorCode.OtpDisabled, "Signups not allowed for otp");
      await insertUser(tx, {
        id: randomUUID(),
        email,
        encryptedPassword: null,
        userMetadata: data,
        appMetadata: { provider: "email", providers: ["email"] },
        emailConfirmed: false,
      });
      user = (await findUserByEmail(tx, email))!;
    }
    if (isBanned(user.rec)) throw badRequest(ErrorCode.UserBanned, "User is banned");
    const action = isConfirmed(user.rec) ? "magiclink" : "signup";
    assertMailFrequency(deps, user.rec[ACTIONS[action].sentAt]);
    return (await issueEmailToken(deps, tx, user.rec, action, { redirectTo, pkce })).mail;
  });
  await deliver(deps, mail);
  return c.json({});
};
