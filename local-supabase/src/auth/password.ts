import type { AuthSettings } from "./auth-config";
import { bcryptCompare, bcryptHash } from "./bcrypt-thread";
import { unprocessable, ErrorCode } from "./errors";

export interface PasswordProblem {
  message: string;
  reasons: string[];
}

/** GoTrue's password rules: minimum length, then required character sets. */
export function passwordProblem(password: string, settings: AuthSettings): PasswordProblem | null {
  const reasons: string[] = [];
  const messages: string[] = [];
  if (password.length < settings.passwordMinLength) {
    reasons.push("length");
    messages.push(`Password should be at least ${settings.passwordMinLength} characters.`);
  }
  const sets = settings.passwordRequiredCharacters;
  if (sets.length > 0 && !sets.every((set) => [...password].some((ch) => set.includes(ch)))) {
    reasons.push("characters");
    messages.push(`Password should contain at least one character of each: ${sets.join(", ")}.`);
  }
  return reasons.length ? { message: messages.join(" "), reasons } : null;
}

export function assertStrongPassword(password: string, settings: AuthSettings): void {
  // bcrypt only reads 72 bytes; GoTrue refuses longer passwords rather than ignore the rest.
  if (Buffer.byteLength(password) > 72) {
    throw unprocessable(ErrorCode.ValidationFailed, "Password cannot be longer than 72 characters");
  }
  const problem = passwordProblem(password, settings);
  if (problem) {
    throw unprocessable(ErrorCode.WeakPassword, problem.message, {
      weak_password: { reasons: problem.reasons },
    });
  }
}

export function hashPassword(password: string, settings: AuthSettings): Promise<string> {
  return bcryptHash(password, settings.bcryptCost);
}

let dummyHash: Promise<string> | null = null;

/**
 * Compares a password with a bcrypt hash. Without a hash (unknown user, passwordless user) it
 * still spends one comparison, so response times do not tell which addresses exist.
 */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) {
    dummyHash ??= bcryptHash("no-such-user-password", 10);
    await bcryptCompare(password, await dummyHash);
    return false;
  }
  try {
    return await bcryptCompare(password, hash);
  } catch {
    return false;
  }
}
