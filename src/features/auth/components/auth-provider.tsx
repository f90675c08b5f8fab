import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Session, User } from "@supabase/supabase-js";
import { mayHaveSession } from "@/integrations/supabase/session-hint";
import {
  loadAuthSession,
  recoveryInUrl,
  whenAuthSessionLoaded,
  type AuthSessionApi,
} from "@/entities/session";
import type { SignOutScope } from "@/entities/session";
import type { Profile } from "@/entities/profile";
import { AuthContext } from "@/entities/session";

/**
 * The session for the whole app. supabase-js's auth loads only when this visit may be signed in
 * (a stored session or an auth link's fragment) or when a sign-in or back-office page loads it;
 * until then a visitor is signed out without any auth code in the entry chunk.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [user, setUser] = useState<User | null>(null);
  const [profile, setProfile] = useState<Profile | null>(null);
  // Loading on the first render everywhere (prerendered HTML included), so hydration matches.
  const [isLoading, setIsLoading] = useState(true);
  const [recovery, setRecovery] = useState(recoveryInUrl);

  useEffect(() => {
    let active = true;
    let timer: number | undefined;
    let detach: (() => void) | undefined;
    const attach = (auth: AuthSessionApi) => {
      const apply = (next: Session | null) => {
        if (!active) return;
        setSession(next);
        setUser(next?.user ?? null);
        setIsLoading(false);
        window.clearTimeout(timer);
        const userId = next?.user.id;
        if (!userId) {
          setProfile(null);
          return;
        }
        // Deferred: supabase-js must not be called from inside its own auth callback.
        timer = window.setTimeout(() => {
          void auth.getProfile(userId).then((p) => {
            if (active) setProfile(p);
          });
        }, 0);
      };
      if (auth.isRecoveryPending()) setRecovery(true);
      detach = auth.onAuthChange((event, next) => {
        if (event === "PASSWORD_RECOVERY") setRecovery(true);
        if (event === "SIGNED_OUT" || event === "USER_UPDATED") {
          auth.clearRecoveryPending();
          setRecovery(false);
        }
        apply(next);
      });
      auth
        .getSession()
        .then(apply)
        .catch(() => apply(null));
    };
    const stopWaiting = whenAuthSessionLoaded(attach);
    if (mayHaveSession()) {
      loadAuthSession().catch(() => {
        if (active) setIsLoading(false);
      });
    } else {
      // Known signed out, yet only after the first render, which stays "loading" everywhere. A
      // transition: an urgent update would make React hydrate the whole page in one long task.
      startTransition(() => {
        if (active) setIsLoading(false);
      });
    }
    return () => {
      active = false;
      window.clearTimeout(timer);
      stopWaiting();
      detach?.();
    };
  }, []);

  const signOut = useCallback(async (scope: SignOutScope = "local") => {
    const auth = await loadAuthSession();
    const { error } = await auth.signOut(scope);
    setProfile(null);
    if (error) throw error;
  }, []);

  const value = useMemo(
    () => ({ user, session, profile, isLoading, recovery, signOut }),
    [user, session, profile, isLoading, recovery, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
