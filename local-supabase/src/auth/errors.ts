/** GoTrue's error codes (the `code` / `error_code` supabase-js turns into AuthApiError.code). */
export const ErrorCode = {
  AnonymousProviderDisabled: "anonymous_provider_disabled",
  BadCodeVerifier: "bad_code_verifier",
  BadJson: "bad_json",
  BadJwt: "bad_jwt",
  EmailAddressInvalid: "email_address_invalid",
  EmailExists: "email_exists",
  EmailNotConfirmed: "email_not_confirmed",
  FlowStateExpired: "flow_state_expired",
  FlowStateNotFound: "flow_state_not_found",
  IdentityNotFound: "identity_not_found",
  InsufficientAal: "insufficient_aal",
  InvalidCredentials: "invalid_credentials",
  ManualLinkingDisabled: "manual_linking_disabled",
  MfaFactorNotFound: "mfa_factor_not_found",
  MfaChallengeExpired: "mfa_challenge_expired",
  MfaVerificationFailed: "mfa_verification_failed",
  MfaVerificationRejected: "mfa_verification_rejected",
  MfaTotpEnrollNotEnabled: "mfa_totp_enroll_not_enabled",
  MfaTotpVerifyNotEnabled: "mfa_totp_verify_not_enabled",
  TooManyEnrolledMfaFactors: "too_many_enrolled_mfa_factors",
  NoAuthorization: "no_authorization",
  NotAdmin: "not_admin",
  MfaFactorNameConflict: "mfa_factor_name_conflict",
  OtpDisabled: "otp_disabled",
  OtpExpired: "otp_expired",
  OverEmailSendRateLimit: "over_email_send_rate_limit",
  OverRequestRateLimit: "over_request_rate_limit",
  ProviderDisabled: "provider_disabled",
  ReauthenticationNeeded: "reauthentication_needed",
  ReauthenticationNotValid: "reauthentication_not_valid",
  RefreshTokenAlreadyUsed: "refresh_token_already_used",
  RefreshTokenNotFound: "refresh_token_not_found",
  SamePassword: "same_password",
  SamlProviderDisabled: "saml_provider_disabled",
  SessionNotFound: "session_not_found",
  SignupDisabled: "signup_disabled",
  SingleIdentityNotDeletable: "single_identity_not_deletable",
  UnexpectedFailure: "unexpected_failure",
  UserAlreadyExists: "user_already_exists",
  UserBanned: "user_banned",
  UserNotFound: "user_not_found",
  ValidationFailed: "validation_failed",
  WeakPassword: "weak_password",
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** An error GoTrue answers as {code, error_code, msg} (or {code, msg} from API version 2024-01-01). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCodeValue,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AuthError";
  }
}

/** OAuth-style error of the token endpoint: {error, error_description}. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
    this.name = "OAuthError";
  }
}

export const badRequest = (code: ErrorCodeValue, msg: string, extra?: Record<string, unknown>) =>
  new AuthError(400, code, msg, extra);
export const unprocessable = (code: ErrorCodeValue, msg: string, extra?: Record<string, unknown>) =>
  new AuthError(422, code, msg, extra);
export const forbidden = (code: ErrorCodeValue, msg: string) => new AuthError(403, code, msg);
export const notFound = (code: ErrorCodeValue, msg: string) => new AuthError(404, code, msg);
export const unauthorized = (code: ErrorCodeValue, msg: string) => new AuthError(401, code, msg);
export const tooManyRequests = (code: ErrorCodeValue, msg: string) => new AuthError(429, code, msg);
