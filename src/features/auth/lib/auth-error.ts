/** What went wrong with an auth call, as the UI tells it (spec section 8's error kinds). */
export type AuthErrorKind =
  | "invalidCredentials"
  | "emailNotConfirmed"
  | "weakPassword"
  | "tooManyRequests"
  | "network"
  | "sessionMissing"
  | "linkExpired"
  | "userExists"
  | "samePassword"
  | "invalidEmail"
  | "mfaFailed"
  | "invalidToken"
  | "unknown";

export type WeakPasswordReason = "length" | "characters" | "pwned";

export interface AuthErrorInfo {
  kind: AuthErrorKind;
  /** The i18n key of the message to show. */
  messageKey: `auth.errors.${AuthErrorKind}`;
  /** For weak passwords: the reasons the server gave, as i18n keys. */
  reasonKeys: string[];
  /** Whether trying the same call again may work (network failures). */
  retryable: boolean;
}

interface ErrorShape {
  name?: unknown;
  status?: unknown;
  code?: unknown;
  message?: unknown;
  reasons?: unknown;
}

const WEAK_REASONS: readonly string[] = ["length", "characters", "pwned"];

function kindOf(error: ErrorShape): AuthErrorKind {
  const name = typeof error.name === "string" ? error.name : "";
  const code = typeof error.code === "string" ? error.code : "";
  const status = typeof error.status === "number" ? error.status : undefined;
  const message = typeof error.message === "string" ? error.message : "";

  if (name === "AuthRetryableFetchError" || (name === "TypeError" && /fetch/i.test(message)))
    return "network";
  if (status !== undefined && [502, 503, 504].includes(status)) return "network";
  if (name === "AuthWeakPasswordError" || code === "weak_password") return "weakPassword";
  if (status === 429 || code === "over_request_rate_limit" || code === "over_email_send_rate_limit")
    return "tooManyRequests";
  if (name === "AuthInvalidCredentialsError" || code === "invalid_credentials")
    return "invalidCredentials";
  if (code === "email_not_confirmed") return "emailNotConfirmed";
  if (name === "AuthSessionMissingError" || code === "session_not_found") return "sessionMissing";
  if (
    code === "otp_expired" ||
    code === "flow_state_expired" ||
    code === "flow_state_not_found" ||
    name === "AuthImplicitGrantRedirectError"
  )
    return "linkExpired";
  if (code === "user_already_exists" || code === "email_exists") return "userExists";
  if (code === "same_password") return "samePassword";
  if (code === "email_address_invalid") return "invalidEmail";
  if (
    code === "mfa_verification_failed" ||
    code === "mfa_challenge_expired" ||
    code === "mfa_verification_rejected"
  )
    return "mfaFailed";
  if (
    name === "AuthInvalidJwtError" ||
    name === "AuthInvalidTokenResponseError" ||
    code === "bad_jwt" ||
    code === "refresh_token_not_found" ||
    code === "refresh_token_already_used"
  )
    return "invalidToken";
  // Older servers answer a wrong password with a bare 400 and this text.
  if (status === 400 && /invalid login credentials/i.test(message)) return "invalidCredentials";
  if (status === 400 && /email not confirmed/i.test(message)) return "emailNotConfirmed";
  return "unknown";
}

/** Maps any error an auth call returns (AuthError or not) to a message key. Pure. */
export function describeAuthError(error: unknown): AuthErrorInfo {
  const shape: ErrorShape = error && typeof error === "object" ? (error as ErrorShape) : {};
  const kind = kindOf(shape);
  const reasonKeys =
    kind === "weakPassword" && Array.isArray(shape.reasons)
      ? shape.reasons
          .filter((r): r is string => typeof r === "string" && WEAK_REASONS.includes(r))
          .map((r) => `auth.weakReasons.${r}`)
      : [];
  return {
    kind,
    messageKey: `auth.errors.${kind}`,
    reasonKeys,
    retryable: kind === "network",
  };
}
