import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { openDatabase } from "../../src/db/open";
import type { Db } from "../../src/db/types";
import { generateTypes, typesFile } from "../../src/gen-types/generate";
import { typeCheck } from "../../src/gen-types/type-check";

/** One statement on the server DATABASE_URL names (creating or dropping our own database). */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const serverUrl = process.env.DATABASE_URL || null;
const dbName = `gen_types_${randomBytes(4).toString("hex")}`;
let db: Db;
let projectRoot: string;
let generated: string;

// A migrated database of our own: the stack's copy also carries the REST test fixtures.

beforeAll(async () => {
  let databaseUrl: string | null = null;
  if (serverUrl) {
    await onServer(serverUrl, `create database ${dbName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({}, { dataDir: null, databaseUrl, quiet: true });
  projectRoot = config.projectRoot;
  db = (await openDatabase(config)).db;
  generated = await generateTypes(db, projectRoot);
});

afterAll(async () => {
  await db?.close();
  if (serverUrl) await onServer(serverUrl, `drop database if exists ${dbName} with (force)`);
});

describe("src/integrations/supabase/types.ts", () => {
  it("matches the migrated schema", async () => {
    const committed = readFileSync(typesFile(projectRoot), "utf8");
    expect(
      committed,
      "src/integrations/supabase/types.ts is out of date with supabase/migrations: run `npm run gen:types`",
    ).toBe(generated);
  });

  it("lists every table, view and enum of the public schema", async () => {
    const { rows } = await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and not c.relispartition
       union select t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = 'public' and t.typtype = 'e'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { name } of rows) {
      const literal = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      expect(generated).toMatch(new RegExp(`\\n\\s+"?${literal}"?: [{"\\[]`));
    }
  });

  it("types the product's own calls through supabase-js", () => {
    const usage = `
import { createClient } from "@supabase/supabase-js";
import type { Database } from "./types";
const db = createClient<Database>("http://127.0.0.1:54321", "anon");
export async function calls(userId: string): Promise<void> {
  const { data: isAdmin } = await db.rpc("is_current_user_admin");
  const admin: boolean | null = isAdmin;
  await db.rpc("log_security_event", {
    event_type_param: "admin_access_check",
    event_details_param: { user_id: userId, success: true },
  });
  const { data: profile } = await db.from("profiles").select("*").eq("user_id", userId).single();
  const role: string | undefined = profile?.role;
  const { data: roles } = await db.from("user_roles").select("role").eq("user_id", userId).eq("role", "admin");
  const { data: chat } = await db.from("whatsapp_settings").select("*").eq("is_active", true).single();
  const active: boolean | undefined = chat?.is_active;
  void admin, role, roles, active;
}`;
    const committed = readFileSync(typesFile(projectRoot), "utf8");
    expect(typeCheck({ "types.ts": committed, "usage.ts": usage })).toEqual([]);
  }, 120_000);
});
