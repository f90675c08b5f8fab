import { createContext, useContext } from "react";
import type { Session, User } from "@supabase/supabase-js";
import type { SignOutScope } from "./auth-session";
import type { Profile } from "@/entities/profile";

export interface AuthState {
  user: User | null;
  session: Session | null;
  profile: Profile | null;
  isLoading: boolean;
  /** True after the PASSWORD_RECOVERY event (the reset mail's link) until the password is set. */
  recovery: boolean;
  /** Signs out this device ("local"), every device ("global") or the others ("others"). */
  signOut: (scope?: SignOutScope) => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside AuthProvider");
  return state;
}
