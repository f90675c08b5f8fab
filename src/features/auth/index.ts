// Light on purpose: the entry chunk imports this barrel, so nothing here may import supabase-js.
// The guards (role checks through the full client) are in ./guards.ts.
export { AuthProvider } from "./components/auth-provider";
export { AccountMenu } from "./components/account-menu";
export { useAuth, type AuthState } from "@/entities/session";
export { safeNextPath, loginPathFor } from "./lib/safe-next-path";
