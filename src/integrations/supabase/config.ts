/** The local stack's demo anon key (public by design); production builds set VITE_SUPABASE_ANON_KEY. */
const DEMO_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL || "http://127.0.0.1:54321";
export const SUPABASE_ANON_KEY: string = import.meta.env.VITE_SUPABASE_ANON_KEY || DEMO_ANON_KEY;

/** Where supabase-js keeps the session by default (`sb-<first host label>-auth-token`). */
export const AUTH_STORAGE_KEY = `sb-${new URL(SUPABASE_URL).hostname.split(".")[0]}-auth-token`;
