import type pg from "pg";
import { createClient } from "@supabase/supabase-js";
import { inject } from "vitest";
import { signToken } from "../../../local-supabase/tests/helpers";
import { ident, lit, type TestUser } from "./db";

export type Row = Record<string, unknown>;
export type Driver = "rest" | "sql";
export type ActorRole = "anon" | TestUser["role"];

export interface DbError {
  code: string;
  message: string;
}

export interface Outcome<T = Row[]> {
  data: T | null;
  error: DbError | null;
}

/** One way of acting as a role: through supabase-js (REST) or through SQL set up like PostgREST. */
export interface Actor {
  role: ActorRole;
  driver: Driver;
  userId: string | null;
  select(table: string, match: Row): Promise<Outcome>;
  insert(table: string, row: Row): Promise<Outcome>;
  update(table: string, match: Row, patch: Row): Promise<Outcome>;
  remove(table: string, match: Row): Promise<Outcome>;
  rpc(fn: string, args?: Row): Promise<Outcome<unknown>>;
}

export interface ActorOptions {
  headers?: Record<string, string>;
  /** Extra token claims (e.g. aal), merged into the signed-in user's. */
  claims?: Record<string, unknown>;
}

function toError(e: unknown): DbError {
  const err = e as { code?: string; message?: string };
  return { code: String(err.code ?? ""), message: String(err.message ?? e) };
}

function sqlValue(v: unknown): string {
  if (v === null || v === undefined) return "null";
  if (typeof v === "number" || typeof v === "boolean") return lit(String(v));
  if (typeof v === "string") return lit(v);
  return lit(JSON.stringify(v));
}

function where(match: Row): string {
  const parts = Object.entries(match).map(([k, v]) => `${ident(k)} = ${sqlValue(v)}`);
  return parts.length ? parts.join(" and ") : "true";
}

/** Runs statements as PostgREST would: one implicit transaction, role and claims set locally. */
export function sqlActor(
  c: pg.Client,
  role: ActorRole,
  user: TestUser | null,
  options: ActorOptions = {},
): Actor {
  const dbRole = role === "anon" ? "anon" : "authenticated";
  const claims = user
    ? { sub: user.id, role: dbRole, email: user.email, ...options.claims }
    : { role: dbRole };
  const headers = JSON.stringify({ "user-agent": "policy-tests", ...options.headers });
  const prefix =
    `select set_config('role', ${lit(dbRole)}, true), ` +
    `set_config('request.jwt.claims', ${lit(JSON.stringify(claims))}, true), ` +
    `set_config('request.jwt.claim.sub', ${lit(user?.id ?? "")}, true), ` +
    `set_config('request.headers', ${lit(headers)}, true);\n`;

  async function run(statement: string): Promise<Outcome<pg.QueryResult>> {
    try {
      const res = (await c.query(prefix + statement)) as unknown as pg.QueryResult[];
      const last = res.at(-1);
      return { data: last ?? null, error: null };
    } catch (e) {
      return { data: null, error: toError(e) };
    }
  }
  const rows = async (statement: string): Promise<Outcome> => {
    const r = await run(statement);
    return { data: r.data ? (r.data.rows as Row[]) : null, error: r.error };
  };
  const cols = (row: Row) => Object.keys(row).map(ident).join(", ");
  const rec = (table: string, row: Row) =>
    `json_populate_record(null::public.${ident(table)}, ${lit(JSON.stringify(row))})`;

  return {
    role,
    driver: "sql",
    userId: user?.id ?? null,
    select: (table, match) => rows(`select * from public.${ident(table)} where ${where(match)}`),
    insert: (table, row) =>
      rows(
        `insert into public.${ident(table)} (${cols(row)}) select ${cols(row)} from ${rec(table, row)} returning *`,
      ),
    update: (table, match, patch) =>
      rows(
        `update public.${ident(table)} set (${cols(patch)}) = (select ${cols(patch)} from ${rec(table, patch)}) where ${where(match)} returning *`,
      ),
    remove: (table, match) =>
      rows(`delete from public.${ident(table)} where ${where(match)} returning *`),
    async rpc(fn, args = {}) {
      const named = Object.entries(args)
        .map(([k, v]) => `${ident(k)} => ${sqlValue(v)}`)
        .join(", ");
      const r = await run(`select * from public.${ident(fn)}(${named})`);
      if (r.error || !r.data) return { data: null, error: r.error };
      const fields = r.data.fields.map((f) => f.name);
      if (fields.length === 1 && fields[0] === fn) {
        const v = (r.data.rows[0] as Row | undefined)?.[fn];
        return { data: v === "" ? null : (v ?? null), error: null };
      }
      return { data: r.data.rows, error: null };
    },
  };
}

/** Acts through the real supabase-js client against the local REST API. */
export async function restActor(
  role: ActorRole,
  user: TestUser | null,
  options: ActorOptions = {},
): Promise<Actor> {
  const headers = options.headers ?? {};
  const token = user
    ? await signToken({ sub: user.id, role: "authenticated", email: user.email, ...options.claims })
    : null;
  const client = createClient(inject("apiUrl"), inject("anonKey"), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } },
  });
  const wrap = async (p: PromiseLike<{ data: unknown; error: unknown }>): Promise<Outcome> => {
    const { data, error } = await p;
    return { data: (data as Row[] | null) ?? null, error: error ? toError(error) : null };
  };
  const from = (table: string) => client.from(table);
  return {
    role,
    driver: "rest",
    userId: user?.id ?? null,
    select: (table, match) => wrap(from(table).select("*").match(match)),
    insert: (table, row) => wrap(from(table).insert(row).select("*")),
    update: (table, match, patch) => wrap(from(table).update(patch).match(match).select("*")),
    remove: (table, match) => wrap(from(table).delete().match(match).select("*")),
    async rpc(fn, args = {}) {
      const { data, error } = await client.rpc(fn, args);
      return { data: data ?? null, error: error ? toError(error) : null };
    },
  };
}

/**
 * The drivers to run: SQL (statements set up as PostgREST sets them up) and REST (supabase-js
 * against /rest/v1). POLICY_TEST_DRIVERS=sql narrows a run while debugging the REST layer.
 */
export async function availableDrivers(): Promise<Driver[]> {
  const forced = process.env.POLICY_TEST_DRIVERS;
  if (forced) return forced.split(",").map((d) => d.trim()) as Driver[];
  return ["sql", "rest"];
}

/** A plain anon supabase-js client (for query features the Actor interface does not wrap). */
export function anonSearchClient() {
  return createClient(inject("apiUrl"), inject("anonKey"), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
