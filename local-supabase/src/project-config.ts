import { readFileSync } from "node:fs";
import { parse, TomlError } from "smol-toml";
import { parseGoDuration } from "./auth/duration";

/**
 * The settings of `supabase/config.toml` (the Supabase CLI's file) that the local backend honours,
 * so one file decides them for `supabase start`, `supabase config push` and this backend. Every
 * field is optional: what the file leaves out falls back to the backend's own defaults.
 */
export interface ProjectSettings {
  apiPort?: number;
  dbPort?: number;
  inboxPort?: number;
  schemas?: string[];
  /** `api.max_rows`: PostgREST's db-max-rows. */
  maxRows?: number;
  /** `db.seed.sql_paths` (globs relative to the supabase folder); `[]` when `db.seed.enabled` is false. */
  seedSqlPaths?: string[];
  siteUrl?: string;
  additionalRedirectUrls?: string[];
  jwtExpirySeconds?: number;
  refreshReuseIntervalSeconds?: number;
  enableSignup?: boolean;
  passwordMinLength?: number;
  passwordRequiredCharacters?: string[];
  enableConfirmations?: boolean;
  secureEmailChange?: boolean;
  smtpMaxFrequencySeconds?: number;
  otpLength?: number;
  otpExpirySeconds?: number;
  mfaTotpEnroll?: boolean;
  mfaTotpVerify?: boolean;
  maxEnrolledFactors?: number;
  rateLimits?: {
    emailSent?: number;
    tokenRefresh?: number;
    signInSignUps?: number;
    verify?: number;
  };
}

export class ProjectConfigError extends Error {
  override name = "ProjectConfigError";
}

const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS = "0123456789";
const SYMBOLS = "!@#$%^&*()_+-=[]{};'\\:\"|<>?,./`~";

/** GoTrue's character sets for each `auth.password_requirements` value the CLI accepts. */
const PASSWORD_REQUIREMENTS: Record<string, string[]> = {
  "": [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

type Table = Record<string, unknown>;

/** Reads and checks the file; throws ProjectConfigError naming the file and the bad key. */
export function readProjectConfig(
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): ProjectSettings {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    throw new ProjectConfigError(`${file}: cannot be read (${(err as Error).message})`);
  }
  return parseProjectConfig(text, file, env);
}

export function parseProjectConfig(
  text: string,
  file = "supabase/config.toml",
  env: NodeJS.ProcessEnv = process.env,
): ProjectSettings {
  let doc: Table;
  try {
    doc = parse(text) as Table;
  } catch (err) {
    if (err instanceof TomlError) {
      throw new ProjectConfigError(
        `${file}: not valid TOML at line ${err.line}, column ${err.column}: ${err.message.split("\n")[0]}`,
      );
    }
    throw err;
  }
  const read = new Reader(doc, file, env);
  const requirements = read.string("auth.password_requirements");
  let passwordRequiredCharacters: string[] | undefined;
  if (requirements !== undefined) {
    passwordRequiredCharacters = PASSWORD_REQUIREMENTS[requirements];
    if (!passwordRequiredCharacters) {
      throw new ProjectConfigError(
        `${file}: auth.password_requirements must be one of ${Object.keys(PASSWORD_REQUIREMENTS)
          .map((v) => JSON.stringify(v))
          .join(", ")} (got ${JSON.stringify(requirements)})`,
      );
    }
  }
  const settings: ProjectSettings = {
    apiPort: read.port("api.port"),
    dbPort: read.port("db.port"),
    inboxPort: read.port("inbucket.port"),
    schemas: read.strings("api.schemas"),
    maxRows: read.int("api.max_rows", 1),
    seedSqlPaths: read.bool("db.seed.enabled") === false ? [] : read.strings("db.seed.sql_paths"),
    siteUrl: read.url("auth.site_url"),
    additionalRedirectUrls: read.strings("auth.additional_redirect_urls"),
    jwtExpirySeconds: read.int("auth.jwt_expiry", 30, 604_800),
    refreshReuseIntervalSeconds: read.int("auth.refresh_token_reuse_interval", 0),
    enableSignup: read.bool("auth.enable_signup"),
    passwordMinLength: read.int("auth.minimum_password_length", 6, 72),
    passwordRequiredCharacters,
    enableConfirmations: read.bool("auth.email.enable_confirmations"),
    secureEmailChange: read.bool("auth.email.double_confirm_changes"),
    smtpMaxFrequencySeconds: read.duration("auth.email.max_frequency"),
    otpLength: read.int("auth.email.otp_length", 6, 10),
    otpExpirySeconds: read.int("auth.email.otp_expiry", 1, 86_400),
    mfaTotpEnroll: read.bool("auth.mfa.totp.enroll_enabled"),
    mfaTotpVerify: read.bool("auth.mfa.totp.verify_enabled"),
    maxEnrolledFactors: read.int("auth.mfa.max_enrolled_factors", 1),
    rateLimits: {
      emailSent: read.int("auth.rate_limit.email_sent", 1),
      tokenRefresh: read.int("auth.rate_limit.token_refresh", 1),
      signInSignUps: read.int("auth.rate_limit.sign_in_sign_ups", 1),
      verify: read.int("auth.rate_limit.token_verifications", 1),
    },
  };
  if (settings.enableSignup === false || read.bool("auth.email.enable_signup") === false) {
    settings.enableSignup = false;
  }
  return settings;
}

/** Typed look-ups of dotted keys, with the CLI's `env(NAME)` substitution for strings. */
class Reader {
  constructor(
    private readonly doc: Table,
    private readonly file: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  private fail(key: string, expected: string, value: unknown): never {
    throw new ProjectConfigError(
      `${this.file}: ${key} must be ${expected} (got ${JSON.stringify(value)})`,
    );
  }

  private raw(key: string): unknown {
    let node: unknown = this.doc;
    for (const part of key.split(".")) {
      if (node === null || typeof node !== "object" || Array.isArray(node)) return undefined;
      node = (node as Table)[part];
    }
    return typeof node === "string" ? this.substitute(key, node) : node;
  }

  private substitute(key: string, value: string): string {
    const m = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value);
    if (!m) return value;
    const resolved = this.env[m[1]!];
    if (resolved === undefined) {
      throw new ProjectConfigError(`${this.file}: ${key} is ${value} but ${m[1]} is not set`);
    }
    return resolved;
  }

  string(key: string): string | undefined {
    const v = this.raw(key);
    if (v === undefined) return undefined;
    return typeof v === "string" ? v : this.fail(key, "a string", v);
  }

  strings(key: string): string[] | undefined {
    const v = this.raw(key);
    if (v === undefined) return undefined;
    if (!Array.isArray(v) || !v.every((s) => typeof s === "string")) {
      return this.fail(key, "an array of strings", v);
    }
    return v.map((s: string) => this.substitute(key, s));
  }

  bool(key: string): boolean | undefined {
    const v = this.raw(key);
    if (v === undefined) return undefined;
    return typeof v === "boolean" ? v : this.fail(key, "true or false", v);
  }

  int(key: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
    const v = this.raw(key);
    if (v === undefined) return undefined;
    // smol-toml gives integers as numbers (bigint only beyond 2^53).
    if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) {
      return this.fail(key, `a whole number from ${min} to ${max}`, v);
    }
    return v;
  }

  port(key: string): number | undefined {
    return this.int(key, 1, 65_535);
  }

  url(key: string): string | undefined {
    const v = this.string(key);
    if (v === undefined) return undefined;
    if (!URL.canParse(v) || !/^https?:$/.test(new URL(v).protocol)) {
      return this.fail(key, "an http(s) URL", v);
    }
    return v;
  }

  duration(key: string): number | undefined {
    const v = this.string(key);
    if (v === undefined) return undefined;
    const ms = parseGoDuration(v);
    return ms === null ? this.fail(key, 'a duration such as "60s" or "1m"', v) : ms / 1000;
  }
}
