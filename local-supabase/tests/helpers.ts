import { createClient, type SupabaseClient } from "@supabase/supabase-js";

// Tests talk to fixture schemas the generated Database type does not describe.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyClient = SupabaseClient<any, string, string>;
import { SignJWT } from "jose";
import { inject } from "vitest";

export const apiUrl = () => inject("apiUrl");
export const inboxUrl = () => inject("inboxUrl");

/** A supabase-js client with no session persistence, as the app's but isolated per test. */
export function client(
  key: string = inject("anonKey"),
  options: { schema?: string } = {},
): AnyClient {
  return createClient(inject("apiUrl"), key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    db: { schema: options.schema ?? "public" },
  });
}

export const anonClient = (schema?: string) => client(inject("anonKey"), { schema });
export const serviceClient = (schema?: string) => client(inject("serviceRoleKey"), { schema });

/** Signs a token with the project secret (or another) for tests of roles and hostile tokens. */
export async function signToken(
  claims: Record<string, unknown>,
  options: { secret?: string; expiresIn?: string | number } = {},
): Promise<string> {
  const secret = new TextEncoder().encode(options.secret ?? inject("jwtSecret"));
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setIssuedAt();
  jwt.setExpirationTime(options.expiresIn ?? "1h");
  return jwt.sign(secret);
}

/** A client acting with a given token in Authorization and the anon key as apikey. */
export function clientWithToken(token: string, schema?: string): AnyClient {
  return createClient(inject("apiUrl"), inject("anonKey"), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    db: { schema: schema ?? "public" },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/** Raw fetch against the API with the anon key unless told otherwise. */
export async function api(
  path: string,
  init: RequestInit & { key?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  const key = init.key ?? inject("anonKey");
  if (!headers.has("apikey")) headers.set("apikey", key);
  if (!headers.has("authorization")) headers.set("authorization", `Bearer ${key}`);
  return fetch(`${inject("apiUrl")}${path}`, { ...init, headers });
}
