export { AuthProvider } from "./components/auth-provider";
export { AdminGuard, SupportGuard } from "./components/admin-guard";
export { useAuth, type AuthState } from "./auth-context";
