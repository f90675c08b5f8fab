export { AuthProvider } from "./components/auth-provider";
export { AdminGuard, SupportGuard } from "./components/admin-guard";
export { AccountMenu, useSignOutAction } from "./components/account-menu";
export { useAuth, type AuthState } from "./auth-context";
export { safeNextPath, loginPathFor } from "./lib/safe-next-path";
