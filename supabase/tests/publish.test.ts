import { writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient, FunctionsHttpError } from "@supabase/supabase-js";
import type pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { signToken } from "../../local-supabase/tests/helpers";
import { connect, createUser, type TestUser } from "./support/db";

interface HookCall {
  method: string;
  url: string;
}

/** A deploy hook standing in for Netlify's: answers `status` and counts its calls. */
class FakeHook {
  calls: HookCall[] = [];
  status = 200;
  readonly secret = `hook-secret-${crypto.randomUUID()}`;
  private server: Server = createServer((req, res) => {
    this.calls.push({ method: req.method ?? "", url: req.url ?? "" });
    req.resume();
    res.writeHead(this.status, { "content-type": "application/json" }).end("{}");
  });

  async start(): Promise<void> {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
  }
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/build_hooks/${this.secret}`;
  }
  stop(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}

/** A port where nothing listens (a server opened and closed). */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

const setHook = (url: string) => writeFileSync(inject("deployHookFile"), `${url}\n`);

async function clientAs(user: TestUser | null) {
  const token = user
    ? await signToken({ sub: user.id, role: "authenticated", email: user.email })
    : null;
  return createClient(inject("apiUrl"), inject("anonKey"), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: token ? { Authorization: `Bearer ${token}` } : {} },
  });
}

/** Calls the publish function through supabase-js: its status and JSON body. */
async function publishAs(user: TestUser | null): Promise<{ status: number; body: string }> {
  const client = await clientAs(user);
  const { data, error } = await client.functions.invoke("publish", { body: {} });
  if (!error) return { status: 200, body: JSON.stringify(data) };
  if (!(error instanceof FunctionsHttpError)) throw error;
  const res = error.context as Response;
  return { status: res.status, body: await res.text() };
}

let c: pg.Client;
let admin: TestUser;
const hook = new FakeHook();

const runsBy = async (userId: string) =>
  (
    await c.query<{ ok: boolean; hook_status: number | null; error: string | null }>(
      "select ok, hook_status, error from public.publish_runs where requested_by = $1 order by id",
      [userId],
    )
  ).rows;

beforeAll(async () => {
  c = await connect();
  admin = await createUser(c, "admin");
  await hook.start();
});
afterAll(async () => {
  setHook("");
  await hook.stop();
  await c?.end();
});
beforeEach(() => {
  hook.calls = [];
  hook.status = 200;
  setHook(hook.url);
});

describe("the publish function", () => {
  it("refuses anon (401), a user and support (403) without calling the hook or recording", async () => {
    const user = await createUser(c, "user");
    const support = await createUser(c, "support");
    expect((await publishAs(null)).status).toBe(401);
    expect((await publishAs(user)).status).toBe(403);
    expect((await publishAs(support)).status).toBe(403);
    expect(hook.calls).toEqual([]);
    expect(await runsBy(user.id)).toEqual([]);
    expect(await runsBy(support.id)).toEqual([]);
  });

  it("refuses a token not signed with the project secret", async () => {
    const forged = await signToken(
      { sub: admin.id, role: "authenticated" },
      { secret: "not-the-project-secret-but-32-characters-long" },
    );
    const res = await fetch(`${inject("apiUrl")}/functions/v1/publish`, {
      method: "POST",
      headers: { apikey: inject("anonKey"), authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(401);
    expect(hook.calls).toEqual([]);
  });

  it("calls the hook (POST) for an admin and records the success", async () => {
    const res = await publishAs(admin);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ ok: true, hook_status: 200 });
    expect(hook.calls).toEqual([{ method: "POST", url: `/build_hooks/${hook.secret}` }]);
    expect((await runsBy(admin.id)).at(-1)).toEqual({ ok: true, hook_status: 200, error: null });
  });

  it("reports and records a hook answering 500 as failed", async () => {
    hook.status = 500;
    const res = await publishAs(admin);
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, hook_status: 500 });
    expect((await runsBy(admin.id)).at(-1)).toMatchObject({ ok: false, hook_status: 500 });
  });

  it("reports and records an unreachable hook as failed, without quoting its URL", async () => {
    const url = `http://127.0.0.1:${await closedPort()}/build_hooks/${hook.secret}`;
    setHook(url);
    const res = await publishAs(admin);
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, hook_status: null });
    expect(res.body).not.toContain(hook.secret);
    const last = (await runsBy(admin.id)).at(-1)!;
    expect(last).toMatchObject({ ok: false, hook_status: null });
    expect(last.error).toMatch(/could not be reached/);
    expect(last.error).not.toContain(hook.secret);
  });

  it("reports a missing hook (none configured) as failed", async () => {
    setHook("");
    const res = await publishAs(admin);
    expect(res.status).toBe(503);
    expect((await runsBy(admin.id)).at(-1)).toMatchObject({ ok: false, hook_status: null });
  });

  it("answers only POST", async () => {
    const res = await fetch(`${inject("apiUrl")}/functions/v1/publish`, {
      headers: { apikey: inject("anonKey") },
    });
    expect(res.status).toBe(404);
    expect(hook.calls).toEqual([]);
  });
});

describe("the deploy hook URL stays on the server", () => {
  it("is in no table an admin can read through the API, nor in any answer", async () => {
    await publishAs(admin);
    hook.status = 500;
    await publishAs(admin);
    const tables = await c.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'p') order by 1`,
    );
    expect(tables.rows.length).toBeGreaterThan(15);
    const client = await clientAs(admin);
    let read = 0;
    for (const { name } of tables.rows) {
      const { data, error } = await client.from(name).select("*").limit(1000);
      if (error) continue;
      read++;
      expect(JSON.stringify(data), name).not.toContain(hook.secret);
    }
    expect(read).toBeGreaterThan(15);
    const { data: runs } = await client.from("publish_runs").select("*");
    expect(runs?.length).toBeGreaterThan(0);
    // The API's description of itself names no hook either.
    const root = await fetch(`${inject("apiUrl")}/rest/v1/`, {
      headers: { apikey: inject("anonKey") },
    });
    expect(await root.text()).not.toContain(hook.secret);
    // What the build may read: only a time.
    const anon = await clientAs(null);
    const { data: changedAt, error } = await anon.rpc("content_last_changed_at");
    expect(error).toBeNull();
    expect(Number.isNaN(Date.parse(String(changedAt)))).toBe(false);
  });

  it("is not settable or readable through any function the API exposes", async () => {
    const fns = await c.query<{ name: string; body: string }>(
      `select p.proname as name, p.prosrc as body from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
    );
    for (const f of fns.rows) expect(f.body, f.name).not.toMatch(/deploy_hook|build_hooks/i);
  });
});
