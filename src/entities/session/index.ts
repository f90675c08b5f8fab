// The signed-in session (supabase.auth). This index is light on purpose: the entry chunk imports
// it (the AuthProvider), so nothing here may import supabase-js at load. The calls themselves
// (sign-in, MFA) are in "@/entities/session/auth-calls", for code that loads with sign-in pages
// and the back office; the registry below loads them on demand.
export { AuthContext, useAuth, type AuthState } from "./auth-context";
export {
  loadAuthSession,
  provideAuthSession,
  recoveryInUrl,
  whenAuthSessionLoaded,
  type AuthSessionApi,
} from "./auth-module";
export type { SignOutScope } from "./auth-session";
export { sessionKeys } from "./keys";
