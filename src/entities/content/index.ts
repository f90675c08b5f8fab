// Any content table addressed by name: the back office's generic resource pages.
export { countRows, rowCountQueryOptions, type CountedTable } from "./row-count";
export { db, DbRequestError, SUPABASE_ANON_KEY, SUPABASE_URL } from "./db";
