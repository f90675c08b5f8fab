import type { Context } from "hono";
import { assertMailFrequency, rateLimit, type AuthDeps } from "../deps";
import { issueEmailToken, pkceParams, requestedRedirect } from "../email-tokens";
import { optString, readBody } from "../http";
import { findUserByEmail } from "../models/users";
import { allowedRedirect } from "../redirect";
import { deliver } from "../send-mail";
import { requireEmail } from "./signup";

/** POST /recover: a password-reset mail; the answer is the same whether or not the address exists. */
export const recover = (deps: AuthDeps) => async (c: Context) => {
  const body = await readBody(c);
  const email = requireEmail(optString(body, "email"), "Password recovery requires an email");
  const pkce = pkceParams(body);
  const redirectTo = allowedRedirect(
    requestedRedirect(c, body),
    deps.ctx.config.siteUrl,
    deps.ctx.config.additionalRedirectUrls,
  );
  rateLimit(c, deps, "emailSent");
  const mail = await deps.ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, true);
    if (!user) return null;
    assertMailFrequency(deps, user.rec.recovery_sent_at);
    return (await issueEmailToken(deps, tx, user.rec, "recovery", { redirectTo, pkce })).mail;
  });
  if (mail) await deliver(deps, mail);
  return c.json({});
};
