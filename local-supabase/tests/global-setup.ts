import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../src/config";
import { startStack, type RunningStack } from "../src/server";

declare module "vitest" {
  export interface ProvidedContext {
    apiUrl: string;
    inboxUrl: string;
    dbUrl: string;
    dbKind: "pglite" | "postgres";
    anonKey: string;
    serviceRoleKey: string;
    jwtSecret: string;
  }
}

const FIXTURES = path.join(import.meta.dirname, "fixtures");

/** Fixture SQL in file-name order (schema, data, privileges), as PostgREST's own suite splits it. */
function fixtureSql(): string[] {
  return readdirSync(FIXTURES)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((f) => readFileSync(path.join(FIXTURES, f), "utf8"));
}

/** A fresh database on the server DATABASE_URL names, dropped again after the run. */
async function freshPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `local_supabase_test_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const pgDb = serverUrl ? await freshPostgresDatabase(serverUrl) : null;
  const config = loadConfig(process.env, {
    apiPort: 0,
    inboxPort: 0,
    dbPort: 0,
    dataDir: null,
    databaseUrl: pgDb?.url ?? null,
    dbSchemas: ["public", "graphql_public", "test_api"],
    extraSql: fixtureSql(),
    quiet: true,
  });
  let stack: RunningStack;
  try {
    stack = await startStack(config);
  } catch (err) {
    await pgDb?.drop();
    throw err;
  }
  project.provide("apiUrl", stack.apiUrl);
  project.provide("inboxUrl", stack.inboxUrl);
  project.provide("dbUrl", stack.dbUrl);
  project.provide("dbKind", stack.ctx.db.kind);
  project.provide("anonKey", config.anonKey);
  project.provide("serviceRoleKey", config.serviceRoleKey);
  project.provide("jwtSecret", config.jwtSecret);
  return async () => {
    await stack.close();
    await pgDb?.drop();
  };
}
