import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { AuthDeps } from "../deps";
import { rateLimit } from "../deps";
import { issueEmailToken, requestedRedirect } from "../email-tokens";
import { ErrorCode, unprocessable } from "../errors";
import { optObject, optString, readBody } from "../http";
import { findUserByEmail, findUserById, insertUser, isConfirmed, NOW } from "../models/users";
import { allowedRedirect } from "../redirect";
import { requireAdmin } from "../request-auth";
import { deliver } from "../send-mail";
import { requireEmail } from "./signup";

/** POST /invite (service_role): creates the user if needed and mails an invitation link. */
export const invite = (deps: AuthDeps) => async (c: Context) => {
  await requireAdmin(c, deps);
  const body = await readBody(c);
  const email = requireEmail(optString(body, "email"), "An email address is required");
  const data = optObject(body, "data") ?? {};
  const redirectTo = allowedRedirect(
    requestedRedirect(c, body),
    deps.ctx.config.siteUrl,
    deps.ctx.config.additionalRedirectUrls,
  );
  rateLimit(c, deps, "emailSent");
  const { user, mail } = await deps.ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email, true);
    if (user && isConfirmed(user.rec)) {
      throw unprocessable(
        ErrorCode.EmailExists,
        "A user with this email address has already been registered",
      );
    }
    if (!user) {
      await insertUser(tx, {
        id: randomUUID(),
        email,
        encryptedPassword: null,
        userMetadata: data,
        appMetadata: { provider: "email", providers: ["email"] },
        emailConfirmed: false,
        invited: true,
      });
      user = (await findUserByEmail(tx, email))!;
    }
    const issued = await issueEmailToken(deps, tx, user.rec, "invite", {
      redirectTo,
      extra: { invited_at: NOW },
    });
    return { user: (await findUserById(tx, user.rec.id))!, mail: issued.mail };
  });
  await deliver(deps, mail);
  return c.json(user.json);
};
