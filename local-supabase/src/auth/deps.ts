import type { Context } from "hono";
import type { ServiceContext } from "../context";
import type { MailRelay } from "../mail/relay";
import type { AuthSettings } from "./auth-config";
import { ErrorCode, tooManyRequests } from "./errors";
import { clientIp } from "./http";
import { limitKey } from "../client-address";
import type { MissCounter, RateLimiter } from "./rate-limit";

/** What every auth endpoint is built from. */
export interface AuthDeps {
  ctx: ServiceContext;
  settings: AuthSettings;
  limiter: RateLimiter;
  /** Wrong e-mail codes per issued code. */
  codeMisses: MissCounter;
  relay: MailRelay | null;
}

export type LimitCategory =
  "signInSignUps" | "tokenRefresh" | "verify" | "otp" | "emailSent" | "mfaChallengeAndVerify";

const WINDOW_MS: Record<LimitCategory, number> = {
  signInSignUps: 5 * 60_000,
  tokenRefresh: 5 * 60_000,
  verify: 5 * 60_000,
  otp: 5 * 60_000,
  emailSent: 60 * 60_000,
  mfaChallengeAndVerify: 60_000,
};

const overRequestRateLimit = () =>
  tooManyRequests(ErrorCode.OverRequestRateLimit, "Request rate limit reached");

/** Per-IP limit of one category (lifted by disableRateLimits), answering 429 like GoTrue. */
export function rateLimit(c: Context, deps: AuthDeps, category: LimitCategory): void {
  if (deps.ctx.config.disableRateLimits) return;
  const ok = deps.limiter.take(
    `${category}:${limitKey(clientIp(c, deps.ctx))}`,
    deps.settings.rateLimits[category],
    WINDOW_MS[category],
  );
  if (ok) return;
  if (category === "emailSent")
    throw tooManyRequests(ErrorCode.OverEmailSendRateLimit, "Email rate limit exceeded");
  throw overRequestRateLimit();
}

/** Failures allowed per subject (an account's sign-ins, a factor's codes) before a 429. */
const FAILURES = {
  signIn: { capacity: 10, windowMs: 15 * 60_000 },
  factorVerify: { capacity: 5, windowMs: 5 * 60_000 },
} as const;

export type FailureKind = keyof typeof FAILURES;

/** 429 while the subject has no failures left (checked before its secret is tried). */
export function assertFailuresLeft(deps: AuthDeps, kind: FailureKind, subject: string): void {
  if (deps.ctx.config.disableRateLimits) return;
  const { capacity, windowMs } = FAILURES[kind];
  if (!deps.limiter.available(`fail:${kind}:${subject}`, capacity, windowMs)) {
    throw overRequestRateLimit();
  }
}

export function recordFailure(deps: AuthDeps, kind: FailureKind, subject: string): void {
  if (deps.ctx.config.disableRateLimits) return;
  const { capacity, windowMs } = FAILURES[kind];
  deps.limiter.take(`fail:${kind}:${subject}`, capacity, windowMs);
}

/** GoTrue's per-user mail frequency: one mail of a kind per smtpMaxFrequency seconds. */
export function assertMailFrequency(deps: AuthDeps, lastSentAt: string | null): void {
  if (deps.ctx.config.disableRateLimits || !lastSentAt) return;
  const elapsed = (Date.now() - Date.parse(lastSentAt)) / 1000;
  const wait = Math.ceil(deps.settings.smtpMaxFrequencySeconds - elapsed);
  if (wait > 0) {
    throw tooManyRequests(
      ErrorCode.OverEmailSendRateLimit,
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }
}
