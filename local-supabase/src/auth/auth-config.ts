/** Auth knobs beyond StackConfig, read from the environment once, with GoTrue's local defaults. */
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
  rateLimits: {
    /** Per IP, per 5 minutes. */
    signInSignUps: number;
    tokenRefresh: number;
    verify: number;
    otp: number;
    /** Per IP, per hour. */
    emailSent: number;
  };
}

function int(value: string | undefined, fallback: number, min = 0): number {
  const n = value ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(n) && n >= min ? n : fallback;
}

export function loadAuthSettings(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  return {
    passwordMinLength: int(env.AUTH_PASSWORD_MIN_LENGTH, 6, 1),
    passwordRequiredCharacters: (env.AUTH_PASSWORD_REQUIRED_CHARACTERS ?? "")
      .split(":")
      .filter((s) => s.length > 0),
    bcryptCost: int(env.AUTH_BCRYPT_COST, 10, 4),
    jwtExpirySeconds: int(env.AUTH_JWT_EXPIRY, 3600, 30),
    refreshReuseIntervalSeconds: int(env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL, 10),
    otpExpirySeconds: int(env.AUTH_OTP_EXPIRY, 3600, 1),
    otpLength: int(env.AUTH_OTP_LENGTH, 6, 6),
    smtpMaxFrequencySeconds: int(env.AUTH_SMTP_MAX_FREQUENCY, 60),
    flowStateExpirySeconds: 300,
    mfaChallengeExpirySeconds: int(env.AUTH_MFA_CHALLENGE_EXPIRY, 300, 1),
    apiExternalUrl: env.API_EXTERNAL_URL || null,
    secureEmailChange: env.AUTH_SECURE_EMAIL_CHANGE !== "false",
    rateLimits: {
      signInSignUps: int(env.AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS, 30, 1),
      tokenRefresh: int(env.AUTH_RATE_LIMIT_TOKEN_REFRESH, 150, 1),
      verify: int(env.AUTH_RATE_LIMIT_VERIFY, 30, 1),
      otp: int(env.AUTH_RATE_LIMIT_OTP, 30, 1),
      emailSent: int(env.AUTH_RATE_LIMIT_EMAIL_SENT, 30, 1),
    },
  };
}
