import { createClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createFreshDatabase } from "../../src/db/fresh-database";
import { startStack, type RunningStack } from "../../src/server";
import { busyForSql } from "../stack-process";

// Each role's statement deadline is its own `statement_timeout` (as PostgREST applies the
// impersonated role's settings), not one number for all. Set per database here, so the roles
// of the PostgreSQL server the other test files share keep hosted Supabase's 3 s / 8 s.
const ANON_MS = 1500;

const SETUP_SQL = `${busyForSql("anon, authenticated, service_role")}
do $$ begin
  execute format('alter role anon in database %I set statement_timeout = %L', current_database(), '${ANON_MS}ms');
  execute format('alter role authenticated in database %I set statement_timeout = %L', current_database(), '20s');
end $$;`;

let stack: RunningStack;
let pgDb: Awaited<ReturnType<typeof createFreshDatabase>> | null = null;
beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  pgDb = serverUrl ? await createFreshDatabase(serverUrl, "local_supabase_role_deadline") : null;
  stack = await startStack(
    loadConfig(process.env, {
      apiPort: 0,
      inboxPort: 0,
      dbPort: -1,
      dataDir: null,
      databaseUrl: pgDb?.url ?? null,
      extraSql: [SETUP_SQL],
      quiet: true,
    }),
  );
});
afterAll(async () => {
  await stack?.close();
  await pgDb?.drop();
});

async function tokenFor(role: string): Promise<string> {
  const secret = new TextEncoder().encode(stack.ctx.config.jwtSecret);
  return new SignJWT({ role, sub: crypto.randomUUID() })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(secret);
}

function clientAs(token: string | null) {
  const key = stack.ctx.config.anonKey;
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  });
}

async function busy(token: string | null, seconds: number) {
  const start = performance.now();
  const res = await clientAs(token).rpc("busy_for", { seconds });
  return { ms: performance.now() - start, ...res };
}

/** After a cut, PGlite's thread restarts: wait until the database answers again. */
async function untilAnswering(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    if (!(await busy(null, 0.01)).error) return;
  }
}

/** Changes a role's setting for this database and tells the API, as one would on hosted Supabase. */
async function setAndReload(role: string, value: string, expectedMs: number): Promise<void> {
  await stack.ctx.db.exec(
    `do $$ begin
       execute format('alter role %I in database %I set statement_timeout = %L',
                      '${role}', current_database(), '${value}');
     end $$;
     notify pgrst, 'reload config';`,
  );
  // Read again on the notification, not by this test: wait for it to arrive.
  const asRole = role === "authenticator" ? "service_role" : role;
  for (let i = 0; i < 100 && stack.ctx.roleTimeouts.forRole(asRole) !== expectedMs; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(stack.ctx.roleTimeouts.forRole(asRole)).toBe(expectedMs);
}

describe("a role's statement_timeout", () => {
  it("cuts anon's statement at anon's own deadline with 57014, while authenticated runs longer", async () => {
    await untilAnswering(); // the schema cache and the first plans, out of the timing
    const anon = await busy(null, 20);
    expect(anon.error).toMatchObject({
      code: "57014",
      message: "canceling statement due to statement timeout",
    });
    // Cut near anon's deadline: far sooner than the 8 s other roles get, or the 20 s it asked.
    expect(anon.ms / ANON_MS).toBeGreaterThan(0.9);
    expect(anon.ms / ANON_MS).toBeLessThan(3);
    await untilAnswering();

    // Twice anon's deadline is within authenticated's.
    const user = await busy(await tokenFor("authenticated"), (2 * ANON_MS) / 1000);
    expect(user.error).toBeNull();
    expect(user.ms).toBeGreaterThan(2 * ANON_MS * 0.9);
  }, 60_000);

  it("follows a changed setting after notify pgrst, 'reload config'", async () => {
    await setAndReload("anon", "6s", 6000);
    expect((await busy(null, (2 * ANON_MS) / 1000)).error).toBeNull();

    await setAndReload("anon", `${ANON_MS}ms`, ANON_MS);
    expect((await busy(null, (2 * ANON_MS) / 1000)).error).toMatchObject({ code: "57014" });
    await untilAnswering();
  }, 60_000);

  it("gives service_role, which has none of its own, the authenticator's", async () => {
    await setAndReload("authenticator", `${ANON_MS}ms`, ANON_MS);
    const service = await busy(stack.ctx.config.serviceRoleKey, 20);
    expect(service.error).toMatchObject({ code: "57014" });
    expect(service.ms / ANON_MS).toBeLessThan(3);
    await untilAnswering();
  }, 60_000);
});
