import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { loadConfig } from "../../../local-supabase/src/config";
import { runBootstrap, runMigrations } from "../../../local-supabase/src/db/migrate";
import { pgliteTemplate } from "../../../local-supabase/src/db/open";
import { openPglite } from "../../../local-supabase/src/db/pglite";
import { openPostgres } from "../../../local-supabase/src/db/postgres";
import { runAs } from "../../../local-supabase/src/db/run-as";
import type { Db } from "../../../local-supabase/src/db/types";

const MIGRATIONS = path.resolve(import.meta.dirname, "..", "..", "migrations");

export interface IsolatedDb {
  db: Db;
  close(): Promise<void>;
}

/**
 * A private database with the project's migrations and no users, for rules about global state
 * ("no admin exists yet", "the last admin") that parallel test files would otherwise disturb.
 */
export async function isolatedDb(): Promise<IsolatedDb> {
  let iso: IsolatedDb;
  if (inject("dbKind") === "postgres") {
    const server = new URL(inject("dbUrl"));
    server.pathname = "/postgres";
    const name = `schema_iso_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString(), 8);
    await runBootstrap(db);
    await runMigrations(db, MIGRATIONS);
    iso = {
      db,
      async close() {
        await db.close();
        const c = new pg.Client({ connectionString: server.toString() });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  } else {
    const config = loadConfig(process.env, { dataDir: null, databaseUrl: null, quiet: true });
    const db = await openPglite({ loadDataDir: await pgliteTemplate(config) });
    iso = { db, close: () => db.close() };
  }
  // Whatever a seed put there, start with no users (and so no roles).
  await iso.db.query("delete from auth.users");
  return iso;
}

export async function isoUser(db: Db, options: { confirmed?: boolean } = {}): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at, created_at)
     values ($1, 'authenticated', 'authenticated', $2, '{}', $3, now())`,
    [
      id,
      `${id.slice(0, 8)}@iso.test`,
      options.confirmed === false ? null : new Date().toISOString(),
    ],
  );
  return id;
}

/** Runs one statement as a signed-in user, set up exactly as the REST layer does. */
export async function asUser<Row = Record<string, string | null>>(
  db: Db,
  userId: string,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  return runAs(
    db,
    {
      claims: { sub: userId, role: "authenticated" },
      headers: { "x-real-ip": "203.0.113.7", "user-agent": "isolated-test" },
      method: "POST",
      path: "/rpc",
    },
    { forRole: () => 8000 },
    async (tx) => (await tx.query<Row>(text, params)).rows,
  );
}
