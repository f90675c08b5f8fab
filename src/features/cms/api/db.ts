// The generic back-office pages' database access lives in the entity layer (entities/content).
export { db, DbRequestError, SUPABASE_ANON_KEY, SUPABASE_URL } from "@/entities/content";
