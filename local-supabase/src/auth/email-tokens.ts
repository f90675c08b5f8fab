import type { Context } from "hono";
import type { Queryable } from "../db/types";
import type { MailKind } from "../mail/templates";
import type { AuthDeps } from "./deps";
import { badRequest, ErrorCode } from "./errors";
import { authBase, optString, type Body } from "./http";
import { createFlowState } from "./models/flow-state";
import { saveOneTimeToken, type OneTimeTokenType } from "./models/one-time-tokens";
import { NOW, updateUser, type ColumnValue, type UserRecord } from "./models/users";
import { otpCode, tokenHash } from "./secrets";
import { verifyLink, type PendingMail } from "./send-mail";

/** The e-mail actions and where GoTrue keeps each one's token and send time. */
export type EmailAction =
  | "signup"
  | "invite"
  | "magiclink"
  | "recovery"
  | "email_change"
  | "email_change_current"
  | "reauthentication";

interface ActionSpec {
  column: OneTimeTokenType;
  sentAt: keyof UserRecord & `${string}_sent_at`;
  kind: MailKind;
  /** auth.flow_state.authentication_method for PKCE. */
  method: string;
}

export const ACTIONS: Record<EmailAction, ActionSpec> = {
  signup: {
    column: "confirmation_token",
    sentAt: "confirmation_sent_at",
    kind: "confirmation",
    method: "email/signup",
  },
  invite: {
    column: "confirmation_token",
    sentAt: "confirmation_sent_at",
    kind: "invite",
    method: "invite",
  },
  magiclink: {
    column: "recovery_token",
    sentAt: "recovery_sent_at",
    kind: "magic_link",
    method: "magiclink",
  },
  recovery: {
    column: "recovery_token",
    sentAt: "recovery_sent_at",
    kind: "recovery",
    method: "recovery",
  },
  email_change: {
    column: "email_change_token_new",
    sentAt: "email_change_sent_at",
    kind: "email_change",
    method: "email_change",
  },
  email_change_current: {
    column: "email_change_token_current",
    sentAt: "email_change_sent_at",
    kind: "email_change",
    method: "email_change",
  },
  reauthentication: {
    column: "reauthentication_token",
    sentAt: "reauthentication_sent_at",
    kind: "reauthentication",
    method: "reauthentication",
  },
};

export const PKCE_PREFIX = "pkce_";

export interface Pkce {
  challenge: string;
  method: "s256" | "plain";
}

/** code_challenge and code_challenge_method come together or not at all. */
export function pkceParams(body: Body): Pkce | null {
  const challenge = optString(body, "code_challenge");
  const method = optString(body, "code_challenge_method")?.toLowerCase();
  if (!challenge && !method) return null;
  if (!challenge || (method !== "s256" && method !== "plain")) {
    throw badRequest(
      ErrorCode.ValidationFailed,
      "PKCE flow requires code_challenge_method and code_challenge (s256 or plain)",
    );
  }
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
    throw badRequest(
      ErrorCode.ValidationFailed,
      "code_challenge has to be between 43 and 128 characters",
    );
  }
  return { challenge, method };
}

export interface IssuedToken {
  otp: string;
  hashedToken: string;
  actionLink: string;
  mail: PendingMail;
}

/** Creates the one-time token of an e-mail action and the mail that carries it. */
export async function issueEmailToken(
  deps: AuthDeps,
  tx: Queryable,
  user: UserRecord,
  action: EmailAction,
  opts: {
    redirectTo: string;
    address?: string;
    pkce?: Pkce | null;
    extra?: Record<string, ColumnValue>;
  },
): Promise<IssuedToken> {
  const spec = ACTIONS[action];
  const address = (opts.address ?? user.email ?? "").toLowerCase();
  const otp = otpCode(deps.settings.otpLength);
  const hashed = tokenHash(address, otp);
  await updateUser(tx, user.id, {
    [spec.column]: hashed,
    [spec.sentAt]: NOW,
    ...(action === "email_change" ? { email_change: address } : {}),
    ...opts.extra,
  });
  await saveOneTimeToken(tx, user.id, spec.column, hashed, address);
  let linkToken = hashed;
  if (opts.pkce) {
    await createFlowState(tx, {
      userId: user.id,
      method: spec.method,
      challenge: opts.pkce.challenge,
      challengeMethod: opts.pkce.method,
    });
    linkToken = PKCE_PREFIX + hashed;
  }
  // Both halves of a secure e-mail change are verified as type email_change.
  const linkType = action === "email_change_current" ? "email_change" : action;
  const actionLink = verifyLink(authBase(deps.ctx), linkToken, linkType, opts.redirectTo);
  return {
    otp,
    hashedToken: hashed,
    actionLink,
    mail: {
      kind: spec.kind,
      to: address,
      email: user.email ?? address,
      otp,
      link: action === "reauthentication" ? undefined : actionLink,
      newEmail:
        action === "email_change"
          ? address
          : action === "email_change_current"
            ? (user.email_change ?? "")
            : undefined,
    },
  };
}

/** The redirect target asked for: ?redirect_to, else a body field. */
export function requestedRedirect(
  c: Context,
  body: Body,
  field = "redirect_to",
): string | undefined {
  return c.req.query("redirect_to") || optString(body, field) || undefined;
}
