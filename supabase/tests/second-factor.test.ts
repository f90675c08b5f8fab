/**
 * A stolen password alone changes nothing. For a user with a verified second factor, every
 * policy and every function that calls the staff helpers (directly or through another function)
 * must refuse an aal1 token and allow an aal2 one. The list is read from the catalogue, so a
 * table or function added later is checked without anyone adding it here.
 */
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientWithToken, signToken } from "../../local-supabase/tests/helpers";
import { restActor, sqlActor, type Actor, type Driver } from "./support/actors";
import { connect, createUser, ident, lit, type TestUser } from "./support/db";
import {
  helperCallers,
  helperPolicies,
  type HelperFunction,
  type HelperPolicy,
} from "./support/helper-catalogue";

const c: pg.Client = await connect();
const POLICIES: HelperPolicy[] = await helperPolicies(c);
const FUNCTIONS: HelperFunction[] = await helperCallers(c);

let admin: TestUser;
let support: TestUser;
let plainAdmin: TestUser;

async function addVerifiedFactor(user: TestUser): Promise<void> {
  await c.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
    [randomUUID(), user.id],
  );
}

beforeAll(async () => {
  admin = await createUser(c, "admin");
  support = await createUser(c, "support");
  plainAdmin = await createUser(c, "admin");
  await addVerifiedFactor(admin);
  await addVerifiedFactor(support);
  // An object in every bucket (media, documents, any added later), so each storage policy has
  // a row where the helper decides.
  await c.query(
    `insert into storage.objects (bucket_id, name, metadata)
     select b.id, $1 || b.id,
            jsonb_build_object('mimetype', coalesce(b.allowed_mime_types[1], 'image/png'), 'size', 8)
     from storage.buckets b`,
    [`second-factor/${randomUUID()}-`],
  );
});
afterAll(async () => {
  await c?.end();
});

const asAal = (driver: Driver, user: TestUser, aal: "aal1" | "aal2"): Promise<Actor> =>
  driver === "sql"
    ? Promise.resolve(sqlActor(c, "admin", user, { claims: { aal } }))
    : restActor("admin", user, { claims: { aal } });

describe("the catalogue", () => {
  it("finds the admin tables, storage policies and staff functions", () => {
    const tables = new Set(POLICIES.map((p) => `${p.schema}.${p.table}`));
    expect(tables.size).toBeGreaterThan(15);
    expect(tables).toContain("storage.objects");
    expect(tables).toContain("public.site_settings");
    const names = FUNCTIONS.map((f) => f.name);
    for (const fn of ["admin_list_users", "admin_grant_role", "contact_message_history"]) {
      expect(names).toContain(fn);
    }
    // Reached only through assert_admin(): the closure follows calls between functions.
    expect(names).toContain("analytics_top_pages");
  });
});

/**
 * Evaluates a policy's own expression on the table's rows (and a row of nulls) three ways: as
 * written, and with the helper calls replaced by true and by false. Where the helper decides
 * (true passes, false does not), aal2 must pass and aal1 must not.
 */
async function decide(
  p: HelperPolicy,
  user: TestUser,
  claims: Record<string, unknown>,
): Promise<{ actual: boolean; expected: boolean }[]> {
  const rel = `${ident(p.schema)}.${ident(p.table)}`;
  const alias = ident(p.table);
  const cols = `coalesce((${p.expr}), false) as actual,
    coalesce((${p.withHelpers("true")}), false) as yes,
    coalesce((${p.withHelpers("false")}), false) as no`;
  const sql = `select set_config('request.jwt.claims', ${lit(JSON.stringify({ sub: user.id, role: "authenticated", ...claims }))}, true),
      set_config('request.jwt.claim.sub', ${lit(user.id)}, true);
    select ${cols} from (select * from ${rel} limit 200) as ${alias}
    union all select ${cols} from (select (null::${rel}).*) as ${alias};`;
  await c.query("begin");
  try {
    const res = (await c.query(sql)) as unknown as pg.QueryResult[];
    const rows = res.at(-1)!.rows as { actual: boolean; yes: boolean; no: boolean }[];
    return rows.filter((r) => r.yes && !r.no).map((r) => ({ actual: r.actual, expected: r.yes }));
  } finally {
    await c.query("rollback");
  }
}

describe.each(POLICIES.map((p) => [`${p.schema}.${p.table}: ${p.name} (${p.part})`, p] as const))(
  "policy %s",
  (_label, policy) => {
    it("refuses an admin with a factor at aal1 and allows it at aal2", async () => {
      const strong = await decide(policy, admin, { aal: "aal2" });
      // Some row must depend on the helper, else the check would prove nothing.
      expect(strong.length).toBeGreaterThan(0);
      expect(strong.every((r) => r.actual)).toBe(true);
      const weak = await decide(policy, admin, { aal: "aal1" });
      expect(weak.filter((r) => r.actual)).toEqual([]);
      const missing = await decide(policy, admin, {});
      expect(missing.filter((r) => r.actual)).toEqual([]);
    });
  },
);

const emptyAnswer = (data: unknown): boolean =>
  data === null || data === false || (Array.isArray(data) && data.length === 0);

describe.each(["sql", "rest"] as Driver[])("staff functions via %s", (driver) => {
  it.each(FUNCTIONS.map((f) => [f.signature, f] as const))(
    "%s refuses aal1 and answers aal2",
    async (_sig, fn) => {
      const user = fn.adminOnly ? admin : support;
      const weak = await (await asAal(driver, user, "aal1")).rpc(fn.name, fn.nullArgs);
      if (weak.error) expect(weak.error.code).toBe("42501");
      else expect(emptyAnswer(weak.data)).toBe(true);
      const strong = await (await asAal(driver, user, "aal2")).rpc(fn.name, fn.nullArgs);
      expect(strong.error?.code ?? "").not.toBe("42501");
    },
  );
});

describe("the helpers", () => {
  const ask = async (user: TestUser, claims: Record<string, unknown>) => {
    const a = sqlActor(c, "admin", user, { claims });
    return {
      admin: (await a.rpc("is_current_user_admin")).data,
      staff: (await a.rpc("is_current_user_staff")).data,
    };
  };

  it("need aal2 for users with a verified factor, in REST too", async () => {
    expect(await ask(admin, { aal: "aal1" })).toEqual({ admin: false, staff: false });
    expect(await ask(admin, { aal: "aal2" })).toEqual({ admin: true, staff: true });
    expect(await ask(support, { aal: "aal1" })).toEqual({ admin: false, staff: false });
    expect(await ask(support, { aal: "aal2" })).toEqual({ admin: false, staff: true });
    const rest = await restActor("admin", admin, { claims: { aal: "aal1" } });
    expect((await rest.rpc("is_current_user_admin")).data).toBe(false);
  });

  it("ignore a factor that is not verified", async () => {
    const u = await createUser(c, "admin");
    await c.query(
      `insert into auth.mfa_factors (id, user_id, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, 'totp', 'unverified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
      [randomUUID(), u.id],
    );
    expect(await ask(u, { aal: "aal1" })).toEqual({ admin: true, staff: true });
  });

  it("treat staff without a factor as non-staff while the Security switch is on", async () => {
    expect(await ask(plainAdmin, { aal: "aal1" })).toEqual({ admin: true, staff: true });
    // Inside a transaction that is rolled back: parallel test files never see the switch on.
    await inTransaction(async () => {
      await c.query("update public.site_settings set staff_mfa_required = true");
      expect(await ask(plainAdmin, { aal: "aal1" })).toEqual({ admin: false, staff: false });
      expect(await ask(admin, { aal: "aal2" })).toEqual({ admin: true, staff: true });
    });
  });
});

async function inTransaction(fn: () => Promise<void>): Promise<void> {
  await c.query("begin");
  try {
    await fn();
  } finally {
    await c.query("rollback");
  }
}

describe("the Security switch", () => {
  it("can be turned on only by an admin who has a factor, at aal2", async () => {
    for (const driver of ["sql", "rest"] as Driver[]) {
      const noFactor =
        driver === "sql" ? sqlActor(c, "admin", plainAdmin) : await restActor("admin", plainAdmin);
      const refused = await noFactor.update(
        "site_settings",
        { id: 1 },
        { staff_mfa_required: true },
      );
      expect(refused.error?.code).toBe("42501");
      const weak = await asAal(driver, admin, "aal1");
      const unseen = await weak.update("site_settings", { id: 1 }, { staff_mfa_required: true });
      expect(unseen.data ?? []).toEqual([]);
    }
    await inTransaction(async () => {
      const strong = await asAal("sql", admin, "aal2");
      const on = await strong.update("site_settings", { id: 1 }, { staff_mfa_required: true });
      expect(on.error).toBeNull();
      expect(on.data?.[0]?.staff_mfa_required).toBe(true);
    });
    const row = await c.query("select staff_mfa_required from public.site_settings");
    expect(row.rows[0]?.staff_mfa_required).toBe(false);
  });
});

describe("what the issue reproduced, through the real API with an aal1 token", () => {
  it("cannot change site_settings, list users, grant roles or upload media; aal2 can", async () => {
    const target = await createUser(c, "user");
    const tokens = {
      aal1: await signToken({
        sub: admin.id,
        role: "authenticated",
        email: admin.email,
        aal: "aal1",
      }),
      aal2: await signToken({
        sub: admin.id,
        role: "authenticated",
        email: admin.email,
        aal: "aal2",
      }),
    };
    const weak = clientWithToken(tokens.aal1);
    const strong = clientWithToken(tokens.aal2);

    const tagline = `tagline ${randomUUID()}`;
    const changed = await weak.from("site_settings").update({ tagline }).eq("id", 1).select();
    expect(changed.data ?? []).toEqual([]);
    expect((await c.query("select tagline from public.site_settings")).rows[0]?.tagline).not.toBe(
      tagline,
    );
    expect((await weak.rpc("admin_list_users", {})).error?.code).toBe("42501");
    const grant = await weak.rpc("admin_grant_role", {
      target_user_id: target.id,
      role_param: "admin",
    });
    expect(grant.error?.code).toBe("42501");
    const name = `second-factor/${randomUUID()}.png`;
    const png = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], {
      type: "image/png",
    });
    const upload = await weak.storage.from("media").upload(name, png, { contentType: "image/png" });
    expect(upload.error).not.toBeNull();

    expect((await strong.rpc("admin_list_users", {})).error).toBeNull();
    const uploaded = await strong.storage
      .from("media")
      .upload(name, png, { contentType: "image/png" });
    expect(uploaded.error).toBeNull();
    await strong.storage.from("media").remove([name]);
  });
});

describe("has_role", () => {
  it("answers about the caller; about others only to staff", async () => {
    const user = await createUser(c, "user");
    for (const driver of ["sql", "rest"] as Driver[]) {
      const me = driver === "sql" ? sqlActor(c, "user", user) : await restActor("user", user);
      expect((await me.rpc("has_role", { _user_id: user.id, _role: "admin" })).data).toBe(false);
      const probe = await me.rpc("has_role", { _user_id: plainAdmin.id, _role: "admin" });
      expect(probe.error?.code).toBe("42501");
      expect(probe.data).toBeNull();
      const staff = await asAal(driver, support, "aal2");
      expect((await staff.rpc("has_role", { _user_id: plainAdmin.id, _role: "admin" })).data).toBe(
        true,
      );
      const weakStaff = await asAal(driver, support, "aal1");
      expect(
        (await weakStaff.rpc("has_role", { _user_id: plainAdmin.id, _role: "admin" })).error?.code,
      ).toBe("42501");
    }
  });
});
