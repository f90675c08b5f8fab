import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Session, User } from "@supabase/supabase-js";
import {
  clearRecoveryPending,
  getSession,
  isRecoveryPending,
  onAuthChange,
  signOut as apiSignOut,
  type SignOutScope,
} from "../api/auth-session";
import { getProfile, type Profile } from "../api/profile-query";
import { AuthContext } from "../auth-context";

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [user, setUser] = useState<User | null>(null);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [recovery, setRecovery] = useState(isRecoveryPending);

  useEffect(() => {
    let active = true;
    let timer: number | undefined;
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
        void getProfile(userId).then((p) => {
          if (active) setProfile(p);
        });
      }, 0);
    };
    const unsubscribe = onAuthChange((event, next) => {
      if (event === "PASSWORD_RECOVERY") setRecovery(true);
      if (event === "SIGNED_OUT" || event === "USER_UPDATED") {
        clearRecoveryPending();
        setRecovery(false);
      }
      apply(next);
    });
    getSession()
      .then(apply)
      .catch(() => apply(null));
    return () => {
      active = false;
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  const signOut = useCallback(async (scope: SignOutScope = "local") => {
    const { error } = await apiSignOut(scope);
    setProfile(null);
    if (error) throw error;
  }, []);

  const value = useMemo(
    () => ({ user, session, profile, isLoading, recovery, signOut }),
    [user, session, profile, isLoading, recovery, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
