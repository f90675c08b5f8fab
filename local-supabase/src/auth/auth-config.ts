import type { ProjectSettings } from "../project-config";

/**
 * Auth knobs: an environment variable wins, then supabase/config.toml (ProjectSettings), then
 * GoTrue's own defaults.
 */
export interface AuthSettings {
  passwordMinLength: number;
  /** Character sets a password must each draw from (GoTrue's `a-z:A-Z:0-9` style, ":"-separated). */
  passwordRequiredCharacters: string[];
  bcryptCost: number;
  jwtExpirySeconds: number;
  refreshReuseIntervalSeconds: number;
  otpExpirySeconds: number;
  otpLength: number;
  /** Minimum seconds between two mails of one kind to one user. */
  smtpMaxFrequencySeconds: number;
  flowStateExpirySeconds: number;
  mfaChallengeExpirySeconds: number;
  apiExternalUrl: string | null;
  /** E-mail changes need confirming from the old and the new address (GoTrue's default). */
  secureEmailChange: boolean;
  /** False refuses new sign-ups (`auth.enable_signup`). */
  enableSignup: boolean;
  /** False confirms new e-mail sign-ups at once (`auth.email.enable_confirmations`). */
  enableConfirmations: boolean;
  mfaTotpEnroll: boolean;
  mfaTotpVerify: boolean;
  maxEnrolledFactors: number;
  rateLimits: {
    /** Per IP, per 5 minutes. */
    signInSignUps: number;
    tokenRefresh: number;
    verify: number;
    otp: number;
    /** Per IP, per hour. */
    emailSent: number;
    /** MFA challenges and verifications per IP, per minute (GoTrue's 15). */
    mfaChallengeAndVerify: number;
  };
}

function int(value: string | undefined, fallback: number, min = 0): number {
  const n = value ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(n) && n >= min ? n : fallback;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === "true") return true;
  if (value === "false") return false;
  return fallback;
}

export function loadAuthSettings(
  env: NodeJS.ProcessEnv = process.env,
  project: ProjectSettings = {},
): AuthSettings {
  const limits = project.rateLimits ?? {};
  const requiredFromEnv = env.AUTH_PASSWORD_REQUIRED_CHARACTERS;
  return {
    passwordMinLength: int(env.AUTH_PASSWORD_MIN_LENGTH, project.passwordMinLength ?? 6, 1),
    passwordRequiredCharacters:
      requiredFromEnv !== undefined
        ? requiredFromEnv.split(":").filter((s) => s.length > 0)
        : (project.passwordRequiredCharacters ?? []),
    bcryptCost: int(env.AUTH_BCRYPT_COST, 10, 4),
    jwtExpirySeconds: int(env.AUTH_JWT_EXPIRY, project.jwtExpirySeconds ?? 3600, 30),
    refreshReuseIntervalSeconds: int(
      env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL,
      project.refreshReuseIntervalSeconds ?? 10,
    ),
    otpExpirySeconds: int(env.AUTH_OTP_EXPIRY, project.otpExpirySeconds ?? 3600, 1),
    otpLength: int(env.AUTH_OTP_LENGTH, project.otpLength ?? 6, 6),
    smtpMaxFrequencySeconds: int(
      env.AUTH_SMTP_MAX_FREQUENCY,
      project.smtpMaxFrequencySeconds ?? 60,
    ),
    flowStateExpirySeconds: 300,
    mfaChallengeExpirySeconds: int(env.AUTH_MFA_CHALLENGE_EXPIRY, 300, 1),
    apiExternalUrl: env.API_EXTERNAL_URL || null,
    secureEmailChange: bool(env.AUTH_SECURE_EMAIL_CHANGE, project.secureEmailChange ?? true),
    enableSignup: bool(env.AUTH_ENABLE_SIGNUP, project.enableSignup ?? true),
    enableConfirmations: bool(env.AUTH_ENABLE_CONFIRMATIONS, project.enableConfirmations ?? true),
    mfaTotpEnroll: bool(env.AUTH_MFA_TOTP_ENROLL_ENABLED, project.mfaTotpEnroll ?? true),
    mfaTotpVerify: bool(env.AUTH_MFA_TOTP_VERIFY_ENABLED, project.mfaTotpVerify ?? true),
    maxEnrolledFactors: int(env.AUTH_MFA_MAX_ENROLLED_FACTORS, project.maxEnrolledFactors ?? 10, 1),
    rateLimits: {
      signInSignUps: int(env.AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS, limits.signInSignUps ?? 30, 1),
      tokenRefresh: int(env.AUTH_RATE_LIMIT_TOKEN_REFRESH, limits.tokenRefresh ?? 150, 1),
      verify: int(env.AUTH_RATE_LIMIT_VERIFY, limits.verify ?? 30, 1),
      otp: int(env.AUTH_RATE_LIMIT_OTP, 30, 1),
      emailSent: int(env.AUTH_RATE_LIMIT_EMAIL_SENT, limits.emailSent ?? 30, 1),
      mfaChallengeAndVerify: int(env.AUTH_RATE_LIMIT_MFA, 15, 1),
    },
  };
}
