// The sign-in, reset and first-admin panels (forms with zod), apart from index.ts so the
// header and guards that every page imports never pull them into the entry chunk.
import "@/i18n/back-office-strings";
export { LoginPanel } from "./components/login-panel";
export { ResetPasswordPanel } from "./components/reset-password-panel";
export { AdminSetupPanel } from "./components/admin-setup-panel";
