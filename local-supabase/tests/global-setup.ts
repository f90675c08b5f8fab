import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../src/config";
import { startStack, type RunningStack } from "../src/server";
import { createFreshDatabase } from "../src/db/fresh-database";

declare module "vitest" {
  export interface ProvidedContext {
    apiUrl: string;
    inboxUrl: string;
    dbUrl: string;
    dbKind: "pglite" | "postgres";
    anonKey: string;
    serviceRoleKey: string;
    jwtSecret: string;
    /** The backend reads the deploy hook's URL from this file at each publish (publish tests write it). */
    deployHookFile: string;
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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const pgDb = serverUrl ? await createFreshDatabase(serverUrl, "local_supabase_test") : null;
  const hookDir = mkdtempSync(path.join(tmpdir(), "deploy-hook-"));
  const deployHookFile = path.join(hookDir, "deploy-hook-url");
  const base = loadConfig(process.env, {
    apiPort: 0,
    inboxPort: 0,
    dbPort: 0,
    dataDir: null,
    databaseUrl: pgDb?.url ?? null,
    dbSchemas: ["public", "graphql_public", "test_api"],
    extraSql: fixtureSql(),
    // The tests stand in for a gateway on this machine: their X-Forwarded-For gives each test
    // its own client address (the rightmost hop), so rate limits of one test never starve another.
    trustedProxies: ["127.0.0.1", "::1"],
    deployHookUrl: null,
    deployHookFile,
    deployHookTimeoutMs: 10_000,
    quiet: true,
  });
  // These suites check GoTrue's own behaviour, so they keep its default password rules (6
  // characters, no required sets) rather than the project's stricter ones from config.toml.
  const config = {
    ...base,
    auth: { ...base.auth, passwordMinLength: 6, passwordRequiredCharacters: [] },
  };
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
  project.provide("deployHookFile", deployHookFile);
  return async () => {
    rmSync(hookDir, { recursive: true, force: true });
    await stack.close();
    await pgDb?.drop();
  };
}
