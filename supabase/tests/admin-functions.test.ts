import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  availableDrivers,
  restActor,
  sqlActor,
  type Actor,
  type Driver,
  type Row,
} from "./support/actors";
import { connect, createUser, uniq, type TestUser } from "./support/db";
import { asUser, isolatedDb, isoUser, type IsolatedDb } from "./support/isolated-db";

const DRIVERS: Driver[] = await availableDrivers();

let c: pg.Client;
beforeAll(async () => {
  c = await connect();
});
afterAll(async () => {
  await c?.end();
});

const actor = (driver: Driver, role: Actor["role"], user: TestUser | null) =>
  driver === "sql" ? Promise.resolve(sqlActor(c, role, user)) : restActor(role, user);

async function eventsFor(targetUserId: string): Promise<Row[]> {
  const r = await c.query(
    "select * from public.security_events where details ->> 'target_user_id' = $1 order by id",
    [targetUserId],
  );
  return r.rows as Row[];
}

describe("claim_initial_admin (private database: needs a world with no admin)", () => {
  let iso: IsolatedDb;
  beforeAll(async () => {
    iso = await isolatedDb();
  });
  afterAll(async () => {
    await iso?.close();
  });

  // The operator's path: the database owner issues the code (the stack prints it).
  const issueCode = async (): Promise<string | null> =>
    (await iso.db.query<{ code: string | null }>("select private.issue_admin_setup_code() as code"))
      .rows[0]!.code;
  const claim = async (u: string, code: string | null): Promise<string | undefined> =>
    (
      await asUser<{ result: string }>(
        iso.db,
        u,
        "select public.claim_initial_admin($1) as result",
        [code],
      )
    )[0]?.result;

  it("refuses a user whose e-mail is not confirmed", async () => {
    const code = await issueCode();
    const u = await isoUser(iso.db, { confirmed: false });
    await expect(
      asUser(iso.db, u, "select public.claim_initial_admin($1)", [code]),
    ).rejects.toMatchObject({ code: "42501" });
    expect(
      (await iso.db.query("select count(*)::text as n from public.user_roles")).rows[0]?.n,
    ).toBe("0");
  });

  it("stores only a hash no API role can read, and lets no API role issue a code", async () => {
    const code = await issueCode();
    expect(code).toMatch(/^[0-9a-f]{4}(-[0-9a-f]{4}){4}$/);
    const stored = await iso.db.query<{ code_hash: string }>(
      "select code_hash from private.admin_setup_code",
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.code_hash).not.toContain(code!.replaceAll("-", ""));
    const u = await isoUser(iso.db);
    for (const sql of [
      "select * from private.admin_setup_code",
      "select private.issue_admin_setup_code()",
    ]) {
      await expect(asUser(iso.db, u, sql)).rejects.toMatchObject({ code: "42501" });
      await expect(
        iso.db.transaction(async (tx) => {
          await tx.query("set local role service_role");
          await tx.query(sql);
        }),
      ).rejects.toMatchObject({ code: "42501" });
    }
  });

  it("counts wrong codes and refuses a user after 5 in an hour, even with the right code", async () => {
    const code = (await issueCode())!;
    const guesser = await isoUser(iso.db);
    expect(await claim(guesser, null)).toBe("wrong_code");
    for (let i = 0; i < 4; i++)
      expect(await claim(guesser, "0000-0000-0000-0000-0000")).toBe("wrong_code");
    expect(await claim(guesser, code)).toBe("too_many_attempts");
    const rejected = await iso.db.query(
      "select 1 from public.security_events where user_id = $1 and event_type = 'admin_setup_rejected' and details ->> 'reason' = 'wrong_code'",
      [guesser],
    );
    expect(rejected.rows).toHaveLength(5);
    expect((await iso.db.query("select 1 from public.user_roles")).rows).toHaveLength(0);
  });

  it("makes exactly one of several concurrent callers with the code admin, once, and logs it", async () => {
    const code = (await issueCode())!;
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => isoUser(iso.db)));
    expect((await iso.db.query("select public.admin_exists()::text as v")).rows[0]?.v).toBe(
      "false",
    );
    // Typed as a person would: upper case, spaces for dashes.
    const typed = ` ${code.toUpperCase().replaceAll("-", " ")} `;
    const results = await Promise.all(users.map((u) => claim(u, typed)));
    const winners = users.filter((_, i) => results[i] === "claimed");
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r === "admin_exists")).toHaveLength(4);
    const admins = await iso.db.query<{ user_id: string }>(
      "select user_id from public.user_roles where role = 'admin'",
    );
    expect(admins.rows.map((r) => r.user_id)).toEqual(winners);
    const claimed = await iso.db.query<{ user_id: string; ip: string; user_agent: string }>(
      "select user_id::text, host(ip) as ip, user_agent from public.security_events where event_type = 'admin_setup_claimed'",
    );
    expect(claimed.rows).toEqual([
      { user_id: winners[0], ip: "203.0.113.7", user_agent: "isolated-test" },
    ]);
    const rejected = await iso.db.query(
      "select 1 from public.security_events where event_type = 'admin_setup_rejected' and details ->> 'reason' = 'admin_exists'",
    );
    expect(rejected.rows).toHaveLength(4);
    const profile = await iso.db.query<{ role: string }>(
      "select role from public.profiles where user_id = $1",
      [winners[0]],
    );
    expect(profile.rows[0]?.role).toBe("admin");
    // Used: the code is gone, and no new one is issued while an admin exists.
    expect((await iso.db.query("select 1 from private.admin_setup_code")).rows).toHaveLength(0);
    expect(await issueCode()).toBeNull();
    expect(await claim(await isoUser(iso.db), code)).toBe("admin_exists");
  });

  it("keeps the last admin: revoking it fails, with a second admin it works", async () => {
    const [a] = (
      await iso.db.query<{ user_id: string }>(
        "select user_id from public.user_roles where role = 'admin'",
      )
    ).rows;
    const adminId = a!.user_id;
    await expect(
      asUser(iso.db, adminId, "select public.admin_revoke_role($1, 'admin')", [adminId]),
    ).rejects.toMatchObject({ code: "42501", message: expect.stringMatching(/last admin/) });
    const second = await isoUser(iso.db);
    const granted = await asUser<{ ok: string }>(
      iso.db,
      adminId,
      "select public.admin_grant_role($1, 'admin')::text as ok",
      [second],
    );
    expect(granted[0]?.ok).toBe("true");
    const revoked = await asUser<{ ok: string }>(
      iso.db,
      second,
      "select public.admin_revoke_role($1, 'admin')::text as ok",
      [adminId],
    );
    expect(revoked[0]?.ok).toBe("true");
    // Now `second` is the last one and cannot remove itself either.
    await expect(
      asUser(iso.db, second, "select public.admin_revoke_role($1, 'admin')", [second]),
    ).rejects.toMatchObject({ code: "42501" });
    const left = await iso.db.query<{ user_id: string }>(
      "select user_id from public.user_roles where role = 'admin'",
    );
    expect(left.rows.map((r) => r.user_id)).toEqual([second]);
  });

  it("keeps the last admin against two admins revoking each other at once", async () => {
    const [a] = (
      await iso.db.query<{ user_id: string }>(
        "select user_id from public.user_roles where role = 'admin'",
      )
    ).rows;
    const other = await isoUser(iso.db);
    await asUser(iso.db, a!.user_id, "select public.admin_grant_role($1, 'admin')", [other]);
    const attempts = await Promise.allSettled([
      asUser(iso.db, a!.user_id, "select public.admin_revoke_role($1, 'admin')", [other]),
      asUser(iso.db, other, "select public.admin_revoke_role($1, 'admin')", [a!.user_id]),
    ]);
    expect(attempts.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const left = await iso.db.query("select 1 from public.user_roles where role = 'admin'");
    expect(left.rows).toHaveLength(1);
  });
});

describe.each(DRIVERS)("admin user management via %s", (driver) => {
  let admin: TestUser;
  let user: TestUser;
  let support: TestUser;
  beforeAll(async () => {
    admin = await createUser(c, "admin");
    user = await createUser(c, "user", { email: `${uniq("findme")}@example.test` });
    support = await createUser(c, "support");
  });

  it("claim_initial_admin answers admin_exists once an admin exists, refuses anon", async () => {
    const u = await createUser(c, "user");
    const res = await (
      await actor(driver, "user", u)
    ).rpc("claim_initial_admin", {
      setup_code: "0000-0000-0000-0000-0000",
    });
    expect(res.error).toBeNull();
    expect(res.data).toBe("admin_exists");
    expect(
      (await c.query("select 1 from public.user_roles where user_id = $1", [u.id])).rows,
    ).toHaveLength(0);
    const anon = await (
      await actor(driver, "anon", null)
    ).rpc("claim_initial_admin", {
      setup_code: "0000-0000-0000-0000-0000",
    });
    expect(anon.error?.code).toMatch(/^(42501|PGRST301)$/);
  });

  it("admin_exists is public and true here", async () => {
    const res = await (await actor(driver, "anon", null)).rpc("admin_exists");
    expect(res.error).toBeNull();
    expect(res.data).toBe(true);
  });

  it("is_current_user_admin and has_role answer per caller", async () => {
    for (const [u, role, expected] of [
      [admin, "admin", true],
      [support, "support", false],
      [user, "user", false],
    ] as const) {
      const res = await (await actor(driver, role, u)).rpc("is_current_user_admin");
      expect(res.data).toBe(expected);
    }
    const anon = await (await actor(driver, "anon", null)).rpc("is_current_user_admin");
    expect(anon.data).toBe(false);
    const probe = await (
      await actor(driver, "anon", null)
    ).rpc("has_role", { _user_id: admin.id, _role: "admin" });
    expect(probe.error).not.toBeNull();
    expect(probe.data).toBeNull();
    // A signed-in user asks about itself only; staff may ask about others.
    const a = await actor(driver, "user", user);
    expect((await a.rpc("has_role", { _user_id: user.id, _role: "admin" })).data).toBe(false);
    const probe2 = await a.rpc("has_role", { _user_id: support.id, _role: "support" });
    expect(probe2.error?.code).toBe("42501");
    const s = await actor(driver, "support", support);
    expect((await s.rpc("has_role", { _user_id: support.id, _role: "support" })).data).toBe(true);
    expect((await s.rpc("has_role", { _user_id: admin.id, _role: "admin" })).data).toBe(true);
  });

  it("lists users with e-mail, times and roles, searchable and paged, for admins only", async () => {
    const a = await actor(driver, "admin", admin);
    const found = await a.rpc("admin_list_users", { search_param: user.email.slice(0, 14) });
    expect(found.error).toBeNull();
    const rows = found.data as Row[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: user.id,
      email: user.email,
      roles: [],
      total_count: 1,
    });
    expect(rows[0]?.created_at).toBeTruthy();

    const sup = (await a.rpc("admin_list_users", { search_param: support.email })).data as Row[];
    expect(sup[0]?.roles).toEqual(["support"]);

    const page = (await a.rpc("admin_list_users", { limit_param: 2, offset_param: 0 }))
      .data as Row[];
    expect(page).toHaveLength(2);
    expect(Number(page[0]?.total_count)).toBeGreaterThanOrEqual(3);
    const next = (await a.rpc("admin_list_users", { limit_param: 2, offset_param: 2 }))
      .data as Row[];
    expect(next.map((r) => r.user_id)).not.toContain(page[0]?.user_id);

    // LIKE wildcards in the search text are literal.
    const wild = (await a.rpc("admin_list_users", { search_param: "%" })).data as Row[];
    expect(wild).toEqual([]);
    const tooLong = await a.rpc("admin_list_users", { search_param: "x".repeat(101) });
    expect(tooLong.error?.code).toBe("22023");

    for (const [role, u] of [
      ["user", user],
      ["support", support],
    ] as const) {
      const denied = await (await actor(driver, role, u)).rpc("admin_list_users", {});
      expect(denied.error?.code).toBe("42501");
    }
    const anon = await (await actor(driver, "anon", null)).rpc("admin_list_users", {});
    expect(anon.error).not.toBeNull();
  });

  it("grants and revokes support and admin, logging each change with the acting admin", async () => {
    const a = await actor(driver, "admin", admin);
    const target = await createUser(c, "user");
    const g = await a.rpc("admin_grant_role", { target_user_id: target.id, role_param: "support" });
    expect(g.error).toBeNull();
    expect(g.data).toBe(true);
    expect(
      (await a.rpc("admin_grant_role", { target_user_id: target.id, role_param: "support" })).data,
    ).toBe(false);
    expect(
      (await c.query("select role from public.profiles where user_id = $1", [target.id])).rows[0]
        ?.role,
    ).toBe("support");
    const ga = await a.rpc("admin_grant_role", { target_user_id: target.id, role_param: "admin" });
    expect(ga.data).toBe(true);
    expect(
      (await c.query("select role from public.profiles where user_id = $1", [target.id])).rows[0]
        ?.role,
    ).toBe("admin");
    const r = await a.rpc("admin_revoke_role", { target_user_id: target.id, role_param: "admin" });
    expect(r.data).toBe(true);
    expect(
      (await a.rpc("admin_revoke_role", { target_user_id: target.id, role_param: "admin" })).data,
    ).toBe(false);

    const events = await eventsFor(target.id);
    expect(events.map((e) => [e.event_type, (e.details as Row).role, e.user_id])).toEqual([
      ["role_granted", "support", admin.id],
      ["role_granted", "admin", admin.id],
      ["role_revoked", "admin", admin.id],
    ]);
  });

  it("rejects bad input and non-admin callers", async () => {
    const a = await actor(driver, "admin", admin);
    const target = await createUser(c, "user");
    expect(
      (await a.rpc("admin_grant_role", { target_user_id: target.id, role_param: "owner" })).error
        ?.code,
    ).toBe("22023");
    expect(
      (await a.rpc("admin_grant_role", { target_user_id: target.id, role_param: null })).error
        ?.code,
    ).toBe("22023");
    expect(
      (
        await a.rpc("admin_grant_role", {
          target_user_id: "00000000-0000-4000-8000-000000000000",
          role_param: "support",
        })
      ).error?.code,
    ).toBe("P0002");
    expect(
      (await a.rpc("admin_grant_role", { target_user_id: "not-a-uuid", role_param: "support" }))
        .error?.code,
    ).toBe("22P02");
    expect(
      (await a.rpc("admin_grant_role", { target_user_id: admin.id, role_param: "support" })).error
        ?.code,
    ).toBe("42501");

    const s = await actor(driver, "support", support);
    expect(
      (await s.rpc("admin_grant_role", { target_user_id: target.id, role_param: "admin" })).error
        ?.code,
    ).toBe("42501");
    expect(
      (await s.rpc("admin_revoke_role", { target_user_id: admin.id, role_param: "admin" })).error
        ?.code,
    ).toBe("42501");
    const u = await actor(driver, "user", target);
    expect(
      (await u.rpc("admin_grant_role", { target_user_id: target.id, role_param: "admin" })).error
        ?.code,
    ).toBe("42501");
    expect(
      (await c.query("select 1 from public.user_roles where user_id = $1", [target.id])).rows,
    ).toHaveLength(0);
    // The internal worker is not callable by clients at all.
    expect(
      (
        await u.rpc("admin_set_role", {
          target_user_id: target.id,
          role_param: "admin",
          grant_param: true,
        })
      ).error,
    ).not.toBeNull();
  });
});
