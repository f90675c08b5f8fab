import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createFreshDatabase } from "../../src/db/fresh-database";
import { startStack, type RunningStack } from "../../src/server";
import { busyForSql } from "../stack-process";

const DEADLINE_MS = 3000;

/** A statement that keeps the engine busy for `seconds` (CPU, as a runaway query does). */
const BUSY_SQL = busyForSql("anon");

/** Its own stack: a restart of its database thread must not disturb the other test files. */
let stack: RunningStack;
let pgDb: Awaited<ReturnType<typeof createFreshDatabase>> | null = null;
beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  pgDb = serverUrl ? await createFreshDatabase(serverUrl, "local_supabase_deadline") : null;
  stack = await startStack(
    loadConfig(process.env, {
      apiPort: 0,
      inboxPort: 0,
      dbPort: 0,
      dataDir: null,
      databaseUrl: pgDb?.url ?? null,
      statementTimeoutMs: DEADLINE_MS,
      extraSql: [BUSY_SQL],
      quiet: true,
    }),
  );
});
afterAll(async () => {
  await stack?.close();
  await pgDb?.drop();
});

const key = () => stack.ctx.config.anonKey;
const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.apiUrl}/rest/v1${path}`, {
    ...init,
    headers: {
      apikey: key(),
      authorization: `Bearer ${key()}`,
      "content-type": "application/json",
      ...init.headers,
    },
  });

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

const health = () => timed(async () => (await fetch(`${stack.apiUrl}/auth/v1/health`)).status);

describe("a statement past its deadline", () => {
  it("is cut at the deadline with PostgREST's 57014, without stalling other requests, and loses no committed write", async () => {
    const email = `kept-${randomUUID()}@example.test`;
    const written = await rest("/rpc/submit_contact_message", {
      method: "POST",
      body: JSON.stringify({
        name_param: "Before Timeout",
        email_param: email,
        message_param: "Written and acknowledged before the slow statement.",
      }),
    });
    expect(written.status).toBe(200);

    const slow = timed(() => rest("/rpc/busy_for", { method: "POST", body: '{"seconds": 20}' }));
    await new Promise((r) => setTimeout(r, 300));
    const during: number[] = [];
    for (let i = 0; i < 10; i++) {
      const h = await health();
      expect(h.value).toBe(200);
      during.push(h.ms);
      await new Promise((r) => setTimeout(r, 150));
    }
    const { ms, value: res } = await slow;
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({
      code: "57014",
      message: "canceling statement due to statement timeout",
    });
    // Cut near the deadline, far before the 20 s the statement wanted.
    expect(ms / DEADLINE_MS).toBeGreaterThan(0.9);
    expect(ms / DEADLINE_MS).toBeLessThan(2);
    // Health never waited for the statement: each answer took a small fraction of its run.
    expect(Math.max(...during) / ms).toBeLessThan(0.1);

    // The database answers again (its first statements after the restart warm its caches, which
    // on a loaded machine can itself take a while: a few tries are allowed).
    let status = 0;
    for (let i = 0; i < 5 && status !== 200; i++) {
      status = (await rest("/rpc/busy_for", { method: "POST", body: '{"seconds": 0.01}' })).status;
    }
    expect(status).toBe(200);
    const { rows } = await stack.ctx.db.query<{ n: string }>(
      "select count(*)::text as n from public.contact_messages where email = $1",
      [email],
    );
    expect(rows).toEqual([{ n: "1" }]);
    // The wire address handed out at start still answers after the restart.
    const wire = new pg.Client({ connectionString: stack.dbUrl });
    await wire.connect();
    try {
      expect((await wire.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await wire.end();
    }
  }, 60_000);
});
