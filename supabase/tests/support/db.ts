import { randomUUID } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

/** A superuser connection to the test database's wire protocol (bypasses RLS). */
export async function connect(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: inject("dbUrl") });
  await c.connect();
  return c;
}

export const lit = (v: string): string => pg.escapeLiteral(v);
export const ident = (v: string): string => pg.escapeIdentifier(v);

export interface TestUser {
  id: string;
  email: string;
  role: "user" | "support" | "admin";
}

export const uniq = (prefix = "t"): string => `${prefix}-${randomUUID().slice(0, 8)}`;

/** Inserts an auth user (the profile trigger fires) and grants staff roles directly. */
export async function createUser(
  c: pg.Client,
  role: TestUser["role"] = "user",
  options: { email?: string; username?: string; confirmed?: boolean } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = options.email ?? `${uniq(role)}@example.test`;
  const meta = options.username === undefined ? {} : { username: options.username };
  await c.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, email_confirmed_at, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, '{"provider":"email"}', $4, now(), now())`,
    [
      id,
      email,
      JSON.stringify(meta),
      options.confirmed === false ? null : new Date().toISOString(),
    ],
  );
  if (role !== "user") {
    await c.query("insert into public.user_roles (user_id, role) values ($1, $2)", [id, role]);
  }
  return { id, email, role };
}

export async function one<T = Record<string, unknown>>(
  c: pg.Client,
  text: string,
  values: unknown[] = [],
): Promise<T | undefined> {
  const r = await c.query(text, values);
  return r.rows[0] as T | undefined;
}
