import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import type { SignOutScope } from "./auth-session";
import type { Profile } from "@/entities/profile";

/**
 * What the AuthProvider needs from supabase-js's auth, behind a registry so the entry chunk never
 * imports supabase-js: ./auth-session (with the full client) provides it when it loads, whether
 * the provider asked for it (a stored session) or a sign-in page imported it.
 */
export interface AuthSessionApi {
  getSession: () => Promise<Session | null>;
  onAuthChange: (listener: (event: AuthChangeEvent, session: Session | null) => void) => () => void;
  signOut: (scope?: SignOutScope) => Promise<{ error: Error | null }>;
  isRecoveryPending: () => boolean;
  clearRecoveryPending: () => void;
  getProfile: (userId: string) => Promise<Profile | null>;
}

let api: AuthSessionApi | null = null;
const waiting = new Set<(api: AuthSessionApi) => void>();

export function provideAuthSession(next: AuthSessionApi): void {
  if (api) return;
  api = next;
  for (const notify of [...waiting]) notify(next);
  waiting.clear();
}

/** Calls `ready` once the auth code has loaded (at once if it has); returns an unsubscribe. */
export function whenAuthSessionLoaded(ready: (api: AuthSessionApi) => void): () => void {
  if (api) {
    ready(api);
    return () => undefined;
  }
  waiting.add(ready);
  return () => waiting.delete(ready);
}

/** Loads the auth code (and the full client) now. */
export async function loadAuthSession(): Promise<AuthSessionApi> {
  if (api) return api;
  const [session, profile] = await Promise.all([
    import("./auth-session"),
    import("@/entities/profile"),
  ]);
  provideAuthSession({
    getSession: session.getSession,
    onAuthChange: session.onAuthChange,
    signOut: session.signOut,
    isRecoveryPending: session.isRecoveryPending,
    clearRecoveryPending: session.clearRecoveryPending,
    getProfile: profile.getProfile,
  });
  return api!;
}

/** The password-reset mail's link says type=recovery in the fragment. */
export function recoveryInUrl(): boolean {
  return typeof window !== "undefined" && /(^#|&)type=recovery(&|$)/.test(window.location.hash);
}
