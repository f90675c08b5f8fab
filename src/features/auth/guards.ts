// The route guards check roles through the full supabase client, so they live apart from index.ts
// (which the entry chunk imports) and load with the pages they guard, with English's back-office
// strings.
import "@/i18n/back-office-strings";
export { AdminGuard, SupportGuard } from "./components/admin-guard";
export { useSignOutAction } from "./components/signed-in-menu";
