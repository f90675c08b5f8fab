import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { supabase } from "@/integrations/supabase/client";
import { provideAuthSession, recoveryInUrl } from "./auth-module";
import { getProfile } from "@/entities/profile";

export type SignOutScope = "global" | "local" | "others";

/**
 * Whether the page was opened from a password-reset mail. The link's fragment says
 * type=recovery, and supabase-js emits PASSWORD_RECOVERY while it reads the fragment (possibly
 * before any component subscribed), so both are recorded here, as this chunk loads (at once
 * when the URL carries such a fragment: see mayHaveSession).
 */
let recoveryPending = recoveryInUrl();
if (typeof window !== "undefined") {
  supabase.auth.onAuthStateChange((event) => {
    if (event === "PASSWORD_RECOVERY") recoveryPending = true;
    if (event === "SIGNED_OUT") recoveryPending = false;
  });
}

export function isRecoveryPending(): boolean {
  return recoveryPending;
}

export function clearRecoveryPending(): void {
  recoveryPending = false;
}

export async function getSession(): Promise<Session | null> {
  const { data } = await supabase.auth.getSession();
  return data.session;
}

export function onAuthChange(
  listener: (event: AuthChangeEvent, session: Session | null) => void,
): () => void {
  const { data } = supabase.auth.onAuthStateChange(listener);
  return () => data.subscription.unsubscribe();
}

export async function signInWithPassword(email: string, password: string) {
  return supabase.auth.signInWithPassword({ email, password });
}

function origin(): string {
  return window.location.origin;
}

/** Sign-up confirmation links back to /admin; the username is the e-mail's local part. */
export async function signUp(email: string, password: string) {
  return supabase.auth.signUp({
    email,
    password,
    options: {
      emailRedirectTo: `${origin()}/admin`,
      data: { username: email.split("@")[0] ?? email },
    },
  });
}

/** Sends the sign-up confirmation mail again. */
export async function resendSignUp(email: string) {
  return supabase.auth.resend({
    type: "signup",
    email,
    options: { emailRedirectTo: `${origin()}/admin` },
  });
}

export async function sendPasswordReset(email: string) {
  return supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${origin()}/reset-password`,
  });
}

export async function updatePassword(password: string) {
  return supabase.auth.updateUser({ password });
}

export async function signOut(scope: SignOutScope = "local") {
  return supabase.auth.signOut({ scope });
}

// Whoever loaded this chunk (a stored session, the sign-in page, the back office), the
// AuthProvider attaches to it.
provideAuthSession({
  getSession,
  onAuthChange,
  signOut,
  isRecoveryPending,
  clearRecoveryPending,
  getProfile,
});
