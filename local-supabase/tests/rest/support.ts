import { createClient } from "@supabase/supabase-js";
import { inject } from "vitest";

export { api, signToken } from "../helpers";

/**
 * supabase-js builds its realtime client eagerly and, on Node 20 (no global WebSocket), throws
 * unless given a transport; these tests never open a socket, so one that cannot connect will do.
 */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by the REST tests");
  }
}

function make(key: string, schema: string, headers: Record<string, string> = {}) {
  return createClient(inject("apiUrl"), key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    db: { schema },
    global: { headers },
    realtime: { transport: NoWebSocket as never },
  });
}

export const anonClient = (schema = "public") => make(inject("anonKey"), schema);
export const serviceClient = (schema = "public") => make(inject("serviceRoleKey"), schema);
export const clientWithToken = (token: string, schema = "public") =>
  make(inject("anonKey"), schema, { Authorization: `Bearer ${token}` });
