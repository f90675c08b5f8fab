import { randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type StackConfig } from "../../src/config";
import { openDatabase } from "../../src/db/open";
import { startStack, type RunningStack } from "../../src/server";
import { busyForSql, startStackProcess, writeThenKill } from "../stack-process";

/**
 * The default engine for a data folder: PostgreSQL from the binaries npm installed, a session per
 * request. Its own project in `npm test` (once, not once per backend run): it needs no other stack.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "lsb-native-"));
// Run as root, PostgreSQL runs as the `postgres` user, which must reach the folder.
chmodSync(dataDir, 0o755);

const BUSY_SQL = busyForSql("anon, authenticated");

function config(overrides: Partial<StackConfig> = {}): StackConfig {
  return loadConfig(
    {},
    {
      apiPort: 0,
      inboxPort: 0,
      dbPort: 0,
      dataDir,
      databaseUrl: null,
      engine: "postgres",
      // Migrations only: the catalogue's seed is not needed to time a read, and costs 25 s.
      seedFiles: [],
      extraSql: [BUSY_SQL],
      quiet: true,
      ...overrides,
    },
  );
}

let stack: RunningStack | null = null;
const email = `native-${randomUUID()}@example.test`;
const password = "Native-engine-9-password";

beforeAll(async () => {
  stack = await startStack(config());
  const admin = createClient(stack.apiUrl, stack.ctx.config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  expect(error).toBeNull();
}, 180_000);

afterAll(async () => {
  await stack?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function api(): RunningStack {
  if (!stack) throw new Error("the stack did not start");
  return stack;
}

async function timed(run: () => Promise<number>): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const status = await run();
  return { ms: performance.now() - start, status };
}

const anonHeaders = () => ({
  apikey: api().ctx.config.anonKey,
  authorization: `Bearer ${api().ctx.config.anonKey}`,
  "content-type": "application/json",
});

const requests = {
  health: async () => (await fetch(`${api().apiUrl}/auth/v1/health`)).status,
  catalogue: async () =>
    (
      await fetch(`${api().apiUrl}/rest/v1/products?select=*,categories(*)&limit=20`, {
        headers: anonHeaders(),
      })
    ).status,
  signIn: async () => {
    const client = createClient(api().apiUrl, api().ctx.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await client.auth.signInWithPassword({ email, password });
    return error ? (error.status ?? 500) : 200;
  },
};

async function signedInToken(): Promise<string> {
  const client = createClient(api().apiUrl, api().ctx.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error("no session");
  return data.session.access_token;
}

describe("PostgreSQL from the installed binaries", () => {
  it("is the engine a data folder gets", () => {
    expect(api().opened.origin).toBe("native");
    expect(api().ctx.db.kind).toBe("postgres");
    expect(api().dbUrl).toMatch(/^postgresql:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres$/);
  });

  it("answers health, a catalogue read and a sign-in as usual while one request runs for 5 s", async () => {
    const kinds = Object.keys(requests) as (keyof typeof requests)[];
    const idle: Record<string, number[]> = {};
    for (const kind of kinds) {
      idle[kind] = [];
      for (let i = 0; i < 3; i++) {
        const r = await timed(requests[kind]);
        expect(r.status).toBe(200);
        idle[kind].push(r.ms);
      }
    }

    // An authenticated user's deadline is 8 s, so the statement runs its full 5 s.
    const token = await signedInToken();
    const slow = timed(
      async () =>
        (
          await fetch(`${api().apiUrl}/rest/v1/rpc/busy_for`, {
            method: "POST",
            headers: { ...anonHeaders(), authorization: `Bearer ${token}` },
            body: '{"seconds": 5}',
          })
        ).status,
    );
    let slowDone = false;
    void slow.finally(() => (slowDone = true));
    await new Promise((r) => setTimeout(r, 300));
    const during: Record<string, number[]> = {};
    for (let round = 0; round < 3; round++) {
      for (const kind of kinds) {
        const r = await timed(requests[kind]);
        expect(r.status).toBe(200);
        (during[kind] ??= []).push(r.ms);
      }
    }
    // Everything above ran inside the slow statement's 5 s...
    expect(slowDone).toBe(false);
    const { ms: slowMs, status } = await slow;
    expect(status).toBe(200);
    expect(slowMs).toBeGreaterThan(4900);
    for (const kind of kinds) {
      const worstDuring = Math.max(...(during[kind] ?? []));
      const worstIdle = Math.max(...(idle[kind] ?? []));
      // ...and none of it waited for it: each answer took a small fraction of the statement's
      // run, and at most a few times its own idle time (one of the two cores is busy with it).
      expect(worstDuring / slowMs, kind).toBeLessThan(0.1);
      expect(worstDuring / Math.max(worstIdle, 20), kind).toBeLessThan(5);
    }
  }, 60_000);

  it("cancels a statement at the role's deadline in place, with PostgREST's 57014", async () => {
    const r = await timed(
      async () =>
        (
          await fetch(`${api().apiUrl}/rest/v1/rpc/busy_for`, {
            method: "POST",
            headers: anonHeaders(),
            body: '{"seconds": 20}',
          })
        ).status,
    );
    expect(r.status).toBe(500);
    expect(r.ms).toBeLessThan(10_000);
    // No restart: the next request is answered by the same server at once.
    expect((await timed(requests.catalogue)).status).toBe(200);
  }, 30_000);
});

/** `npm run stack` on the same data folder. */
const startChild = () => startStackProcess({ dataDir, engine: "postgres", dbPort: 0 });

describe("a killed process", () => {
  it("loses no acknowledged write, and the server it left running is stopped and restarted", async () => {
    await stack?.close();
    stack = null;
    const child = startChild();
    const messageFrom = `durable-${randomUUID()}@example.test`;
    const anonKey = loadConfig({}).anonKey;
    expect(await writeThenKill(child, anonKey, messageFrom)).toBe(200);
    // The server the killed process started is still running on the folder.
    const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
    expect(existsSync(pidFile)).toBe(true);

    const reopened = await openDatabase(config({ extraSql: [] }));
    try {
      expect(reopened.origin).toBe("native");
      const { rows } = await reopened.db.query<{ n: string }>(
        "select count(*)::text as n from public.contact_messages where email = $1",
        [messageFrom],
      );
      expect(rows).toEqual([{ n: "1" }]);
    } finally {
      await reopened.db.close();
    }
    // Closing the database stops its server: nothing is left running.
    expect(existsSync(pidFile)).toBe(false);
  }, 180_000);
});
