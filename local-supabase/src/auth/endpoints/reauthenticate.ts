import type { Context } from "hono";
import { assertMailFrequency, rateLimit, type AuthDeps } from "../deps";
import { issueEmailToken } from "../email-tokens";
import { badRequest, ErrorCode } from "../errors";
import { loadAuthenticated, userClaims } from "../request-auth";
import { deliver } from "../send-mail";

/** GET /reauthenticate: mails a nonce that PUT /user accepts with a new password. */
export const reauthenticate = (deps: AuthDeps) => async (c: Context) => {
  const claims = await userClaims(c, deps);
  rateLimit(c, deps, "emailSent");
  const mail = await deps.ctx.db.transaction(async (tx) => {
    const { user } = await loadAuthenticated(tx, claims);
    if (!user.rec.email)
      throw badRequest(ErrorCode.ValidationFailed, "Reauthentication requires an email address");
    assertMailFrequency(deps, user.rec.reauthentication_sent_at);
    return (
      await issueEmailToken(deps, tx, user.rec, "reauthentication", {
        redirectTo: deps.ctx.config.siteUrl,
      })
    ).mail;
  });
  await deliver(deps, mail);
  return c.json({});
};
