import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDrivers, restActor, sqlActor, type Actor, type Driver } from "./support/actors";
import { connect, createUser, uniq, type TestUser } from "./support/db";
import { profileOf } from "./support/fixtures";

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

describe("profile created at sign-up (trigger on auth.users)", () => {
  it("takes the username from the sign-up data", async () => {
    const name = uniq("asha");
    const u = await createUser(c, "user", { username: name });
    expect(await profileOf(c, u)).toMatchObject({ user_id: u.id, username: name, role: "user" });
  });

  it("falls back to the part of the e-mail before the @, lower-cased", async () => {
    const local = uniq("Ravi.Kumar");
    const u = await createUser(c, "user", { email: `${local}@example.test` });
    expect((await profileOf(c, u)).username).toBe(local.toLowerCase());
  });

  it("makes clashing usernames unique", async () => {
    const name = uniq("dup");
    const users = [];
    for (let i = 0; i < 4; i++) users.push(await createUser(c, "user", { username: name }));
    const names = await Promise.all(
      users.map(async (u) => (await profileOf(c, u)).username as string),
    );
    expect(new Set(names).size).toBe(4);
    expect(names[0]).toBe(name);
    for (const n of names.slice(1)) expect(n.startsWith(`${name}-`)).toBe(true);
  });

  it("cleans hostile or empty usernames instead of failing the sign-up", async () => {
    const cases: [string | undefined, string, RegExp][] = [
      [
        "  Robert'); drop table profiles;--",
        `${uniq("x")}@example.test`,
        /^robertdroptableprofiles--(-[0-9a-f]+)?$/,
      ],
      ["!!!", `${uniq("bang")}@example.test`, /^bang-[0-9a-f]{8}$/],
      ["", "...@example.test", /^user(-[0-9a-f]+)?$/],
      ["x".repeat(300), `${uniq("long")}@example.test`, /^x{30}(-[0-9a-f]+)?$/],
    ];
    for (const [username, email, pattern] of cases) {
      const u = await createUser(c, "user", { username, email });
      expect((await profileOf(c, u)).username).toMatch(pattern);
    }
  });

  it("is removed with the user", async () => {
    const u = await createUser(c, "user");
    await c.query("delete from auth.users where id = $1", [u.id]);
    expect(
      (await c.query("select 1 from public.profiles where user_id = $1", [u.id])).rows,
    ).toEqual([]);
  });
});

describe("profile role mirrors user_roles", () => {
  it("follows grants and revocations", async () => {
    await createUser(c, "admin"); // so u is never the last admin
    const u = await createUser(c, "user");
    await c.query("insert into public.user_roles (user_id, role) values ($1, 'support')", [u.id]);
    expect((await profileOf(c, u)).role).toBe("support");
    await c.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [u.id]);
    expect((await profileOf(c, u)).role).toBe("admin");
    await c.query("delete from public.user_roles where user_id = $1 and role = 'admin'", [u.id]);
    expect((await profileOf(c, u)).role).toBe("support");
  });
});

describe.each(DRIVERS)("profile edits via %s", (driver) => {
  it("let a user change their name but never their role or owner", async () => {
    const u = await createUser(c, "user");
    const a = await actor(driver, "user", u);
    const ok = await a.update(
      "profiles",
      { user_id: u.id },
      { full_name: "Asha Patel", username: uniq("asha") },
    );
    expect(ok.error).toBeNull();
    expect((await profileOf(c, u)).full_name).toBe("Asha Patel");

    const role = await a.update("profiles", { user_id: u.id }, { role: "admin" });
    expect(role.error?.code).toBe("42501");
    const owner = await a.update(
      "profiles",
      { user_id: u.id },
      { user_id: (await createUser(c)).id },
    );
    expect(owner.error?.code).toBe("42501");
    expect(await profileOf(c, u)).toMatchObject({ role: "user", user_id: u.id });
    expect((await a.rpc("is_current_user_admin")).data).toBe(false);
  });

  it("rejects a username that breaks the rules or is taken", async () => {
    const u = await createUser(c, "user");
    const other = await createUser(c, "user");
    const a = await actor(driver, "user", u);
    expect(
      (await a.update("profiles", { user_id: u.id }, { username: "Bad Name" })).error?.code,
    ).toBe("23514");
    const taken = (await profileOf(c, other)).username;
    expect((await a.update("profiles", { user_id: u.id }, { username: taken })).error?.code).toBe(
      "23505",
    );
  });

  it("cannot grant oneself a role through user_roles", async () => {
    const u = await createUser(c, "user");
    const a = await actor(driver, "user", u);
    const res = await a.insert("user_roles", { user_id: u.id, role: "admin" });
    expect(res.error?.code).toBe("42501");
    expect(
      (await c.query("select 1 from public.user_roles where user_id = $1", [u.id])).rows,
    ).toEqual([]);
  });
});
