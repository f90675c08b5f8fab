import { PostgrestClient } from "@supabase/postgrest-js";
import { SUPABASE_ANON_KEY, SUPABASE_URL } from "./config";
import { currentAccessToken } from "./session-hint";
import type { Database } from "./types";

/**
 * Fetch with supabase-js's headers: the anon key as `apikey`, and as bearer the session's access
 * token when one exists (so RLS sees the same role as through the full client), else the key.
 */
const fetchWithAuth: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  if (!headers.has("apikey")) headers.set("apikey", SUPABASE_ANON_KEY);
  if (!headers.has("Authorization")) {
    headers.set("Authorization", `Bearer ${(await currentAccessToken()) ?? SUPABASE_ANON_KEY}`);
  }
  return fetch(input, { ...init, headers });
};

/**
 * The database API without supabase-js's auth, realtime and storage machinery: what public pages
 * read and call (`publicDb.from(...)`, `publicDb.rpc(...)`, the same builders as
 * `supabase.from`), so their code stays out of the entry chunk. Signed-in features use `supabase`
 * from ./client.
 */
export const publicDb = new PostgrestClient<Database>(`${SUPABASE_URL}/rest/v1`, {
  fetch: fetchWithAuth,
});
