import { randomUUID } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { api, signToken } from "../helpers";

/** A supabase-js client for the local stack: the apikey, and a user token when given. */
export function storageClient(key: string, token?: string): SupabaseClient {
  return createClient(inject("apiUrl"), key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  });
}

export const anonStorage = () => storageClient(inject("anonKey"));
export const serviceStorage = () => storageClient(inject("serviceRoleKey"));

/** A short unique suffix: test files share one database and run in parallel. */
export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** One autocommit statement on the database's wire protocol (fixtures, policies, roles). */
export async function sql(text: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: inject("dbUrl") });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

export interface TestUser {
  id: string;
  token: string;
  client: SupabaseClient;
}

/** A confirmed auth.users row (an admin when asked: a user_roles row) and a client acting as it. */
export async function makeUser(options: { admin?: boolean } = {}): Promise<TestUser> {
  const id = randomUUID();
  await sql(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, now(), '{}', '{}', now(), now())`,
    [id, `${id}@storage.test`],
  );
  if (options.admin) {
    await sql(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [id]);
  }
  const token = await signToken({ sub: id, role: "authenticated", aud: "authenticated" });
  return { id, token, client: storageClient(inject("anonKey"), token) };
}

/** Raw storage request with a bearer token (service key unless told otherwise). */
export function storageFetch(
  path: string,
  init: RequestInit & { key?: string } = {},
): Promise<Response> {
  return api(`/storage/v1${path}`, { key: inject("serviceRoleKey"), ...init });
}

export const bytesOf = async (blob: Blob | null) =>
  blob ? new Uint8Array(await blob.arrayBuffer()) : null;

/** A 1x1-pixel-header PNG of the given size (only the header matters to readers). */
export function png(width: number, height: number, padTo = 64): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(Math.max(padTo, 33));
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const v = new DataView(b.buffer);
  v.setUint32(16, width);
  v.setUint32(20, height);
  return b;
}

/**
 * A request whose path goes on the wire exactly as written: fetch() resolves `%2e%2e` segments
 * itself (WHATWG URL rules), so traversal attempts must bypass it to reach the server.
 */
export async function rawRequest(
  rawPath: string,
  init: { method?: string; body?: string; key?: string } = {},
): Promise<{ status: number; json: () => unknown }> {
  const { request } = await import("node:http");
  const url = new URL(inject("apiUrl"));
  const key = init.key ?? inject("serviceRoleKey");
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: init.method ?? "GET",
        path: `/storage/v1${rawPath}`,
        headers: { apikey: key, authorization: `Bearer ${key}`, "content-type": "text/plain" },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(text) as unknown });
        });
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}
