import { createClient } from "@supabase/supabase-js";
import { SUPABASE_ANON_KEY, SUPABASE_URL } from "./config";
import { registerAccessTokenSource } from "./session-hint";
import type { Database } from "./types";

export { SUPABASE_ANON_KEY, SUPABASE_URL } from "./config";

/**
 * The full client (auth, realtime, storage): loaded by sign-in, the back office and any visit
 * that may hold a session. Public pages read through ./public-db instead.
 */
export const supabase = createClient<Database>(SUPABASE_URL, SUPABASE_ANON_KEY, {
  auth: {
    storage: typeof window === "undefined" ? undefined : window.localStorage,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: "implicit",
  },
});

registerAccessTokenSource(async () => {
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? null;
});
