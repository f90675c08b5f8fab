import type { Context } from "hono";
import { assertMailFrequency, rateLimit, type AuthDeps } from "../deps";
import { issueEmailToken, requestedRedirect } from "../email-tokens";
import { badRequest, ErrorCode } from "../errors";
import { optString, readBody } from "../http";
import { findUserByEmail, isConfirmed } from "../models/users";
import { allowedRedirect } from "../redirect";
import { deliver, type PendingMail } from "../send-mail";
import { requireEmail } from "./signup";

/** POST /resend: the sign-up confirmation or the pending e-mail change, again. */
export const resend = (deps: AuthDeps) => async (c: Context) => {
  const body = await readBody(c);
  const type = optString(body, "type");
  if (type === "sms" || type === "phone_change")
    throw badRequest(ErrorCode.ProviderDisabled, "Phone provider is not enabled");
  if (type !== "signup" && type !== "email_change") {
    throw badRequest(
      ErrorCode.ValidationFailed,
      "Missing one of these types: signup, email_change, sms, phone_change",
    );
  }
  const email = requireEmail(optString(body, "email"), "An email address is required");
  const redirectTo = allowedRedirect(
    requestedRedirect(c, body, "email_redirect_to"),
    deps.ctx.config.siteUrl,
    deps.ctx.config.additionalRedirectUrls,
  );
  rateLimit(c, deps, "emailSent");
  const mails = await deps.ctx.db.transaction(async (tx): Promise<PendingMail[]> => {
    const user = await findUserByEmail(tx, email, true);
    if (!user) return [];
    if (type === "signup") {
      if (isConfirmed(user.rec)) return [];
      assertMailFrequency(deps, user.rec.confirmation_sent_at);
      return [(await issueEmailToken(deps, tx, user.rec, "signup", { redirectTo })).mail];
    }
    if (!user.rec.email_change) return [];
    assertMailFrequency(deps, user.rec.email_change_sent_at);
    const currentPending = (user.rec.email_change_token_current ?? "") !== "";
    const out = [
      (
        await issueEmailToken(deps, tx, user.rec, "email_change", {
          redirectTo,
          address: user.rec.email_change,
        })
      ).mail,
    ];
    if (currentPending) {
      out.push(
        (await issueEmailToken(deps, tx, user.rec, "email_change_current", { redirectTo })).mail,
      );
    }
    return out;
  });
  for (const m of mails) await deliver(deps, m);
  return c.json({});
};
