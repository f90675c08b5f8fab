import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { AuthDeps } from "../deps";
import { issueEmailToken, requestedRedirect, type EmailAction } from "../email-tokens";
import { badRequest, ErrorCode, notFound, unprocessable } from "../errors";
import { optObject, optString, readBody } from "../http";
import { findUserByEmail, findUserById, insertUser, isConfirmed, NOW } from "../models/users";
import { assertStrongPassword, hashPassword } from "../password";
import { allowedRedirect } from "../redirect";
import { requireAdmin } from "../request-auth";
import { requireEmail } from "./signup";

const TYPES: Record<string, EmailAction> = {
  signup: "signup",
  invite: "invite",
  magiclink: "magiclink",
  recovery: "recovery",
  email_change_current: "email_change",
  email_change_new: "email_change",
};

/** POST /admin/generate_link: the link and code a mail would carry, without sending it. */
export const generateLink = (deps: AuthDeps) => async (c: Context) => {
  await requireAdmin(c, deps);
  const body = await readBody(c);
  const type = optString(body, "type") ?? "";
  const action = Object.hasOwn(TYPES, type) ? TYPES[type] : undefined;
  if (!action) throw badRequest(ErrorCode.ValidationFailed, "Invalid generate link type");
  const email = requireEmail(optString(body, "email"), "An email address is required");
  const password = optString(body, "password");
  const data = optObject(body, "data") ?? {};
  const newEmail =
    action === "email_change"
      ? requireEmail(optString(body, "new_email"), "The new email address is required")
      : undefined;
  if (type === "signup") {
    if (!password)
      throw unprocessable(ErrorCode.ValidationFailed, "Signup requires a valid password");
    assertStrongPassword(password, deps.settings);
  }
  const encrypted =
    type === "signup" && password ? await hashPassword(password, deps.settings) : null;
  const redirectTo = allowedRedirect(
    requestedRedirect(c, body),
    deps.ctx.config.siteUrl,
    deps.ctx.config.additionalRedirectUrls,
  );

  const result = await deps.ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email, true);
    if (!user) {
      if (action === "recovery" || action === "email_change")
        throw notFound(ErrorCode.UserNotFound, "User with this email not found");
      await insertUser(tx, {
        id: randomUUID(),
        email,
        encryptedPassword: encrypted,
        userMetadata: data,
        appMetadata: { provider: "email", providers: ["email"] },
        emailConfirmed: false,
        invited: action === "invite",
      });
      user = (await findUserByEmail(tx, email))!;
    } else if ((action === "signup" || action === "invite") && isConfirmed(user.rec)) {
      throw unprocessable(
        ErrorCode.EmailExists,
        "A user with this email address has already been registered",
      );
    }
    if (newEmail && (await findUserByEmail(tx, newEmail))) {
      throw unprocessable(
        ErrorCode.EmailExists,
        "A user with this email address has already been registered",
      );
    }
    // magiclink for an unconfirmed user is a sign-up confirmation, as /otp does.
    const effective = action === "magiclink" && !isConfirmed(user.rec) ? "signup" : action;
    const issued = await issueEmailToken(deps, tx, user.rec, effective, {
      redirectTo,
      address: newEmail,
      extra:
        action === "invite"
          ? { invited_at: NOW }
          : action === "email_change"
            ? { email_change_token_current: "", email_change_confirm_status: 0 }
            : undefined,
    });
    return { user: (await findUserById(tx, user.rec.id))!, issued, effective };
  });
  return c.json({
    ...result.user.json,
    action_link: result.issued.actionLink,
    email_otp: result.issued.otp,
    hashed_token: result.issued.hashedToken,
    redirect_to: redirectTo,
    verification_type: result.effective,
  });
};
