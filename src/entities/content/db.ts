import type { SupabaseClient } from "@supabase/supabase-js";
import { supabase, SUPABASE_ANON_KEY, SUPABASE_URL } from "@/integrations/supabase/client";

/**
 * The generic back-office pages address tables by name from their declarations, so they use
 * the client without the generated table types (each declaration's zod schema types the rows).
 */
export const db = supabase as unknown as SupabaseClient;
export { SUPABASE_ANON_KEY, SUPABASE_URL };

/** Thrown by the api functions: the PostgREST error (code, message, details) kept intact. */
export class DbRequestError extends Error {
  code?: string;
  details?: string | null;
  constructor(error: { code?: string; message?: string; details?: string | null }) {
    super(error.message ?? "Request failed");
    this.name = "DbRequestError";
    this.code = error.code;
    this.details = error.details;
  }
}
