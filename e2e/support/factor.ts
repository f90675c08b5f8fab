import { createClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";
import { DEFAULT_ANON_KEY } from "../../local-supabase/src/config";
import { E2E_ORIGIN } from "./ports";

class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by the e2e helpers");
  }
}

export const anonClient = () =>
  createClient(E2E_ORIGIN, DEFAULT_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });

/** A client acting with someone's access token (as a thief holding it would). */
export const withToken = (token: string) =>
  createClient(E2E_ORIGIN, DEFAULT_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: NoWebSocket as never },
  });

export function totpFor(secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
}

/**
 * A code other than `used` (a code works once): this window's, or when `used` is this window's
 * code, the next window's, which the server already accepts (it allows one window of clock drift,
 * as hosted Supabase does) — no waiting up to 30 s for the window to turn.
 */
export function freshCode(totp: OTPAuth.TOTP, used: string): string {
  const code = totp.generate();
  return code !== used ? code : totp.generate({ timestamp: Date.now() + 30_000 });
}

/** Enrols and verifies a TOTP factor for the user through the auth API, as the app does. */
export async function enrolFactor(email: string, password: string) {
  const client = anonClient();
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  const { data, error } = await client.auth.mfa.enroll({ factorType: "totp" });
  if (error || data.type !== "totp") throw error ?? new Error("not totp");
  const totp = totpFor(data.totp.secret);
  const used = totp.generate();
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: data.id, code: used });
  if (verified.error) throw verified.error;
  return { totp, used, factorId: data.id };
}
