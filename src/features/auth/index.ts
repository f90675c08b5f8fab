export { AuthProvider } from "./components/auth-provider";
export { AdminGuard, SupportGuard } from "./components/admin-guard";
export { AccountMenu, useSignOutAction } from "./components/account-menu";
export { useAuth, type AuthState } from "./auth-context";
export { safeNextPath, loginPathFor } from "./lib/safe-next-path";
export { LoginPanel } from "./components/login-panel";
export { ResetPasswordPanel } from "./components/reset-password-panel";
export { AdminSetupPanel } from "./components/admin-setup-panel";
