// Any content table addressed by name: the back office's generic resource pages.
export { db, DbRequestError, SUPABASE_ANON_KEY, SUPABASE_URL } from "./db";
