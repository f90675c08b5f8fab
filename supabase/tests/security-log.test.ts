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
import { connect, createUser, type TestUser } from "./support/db";

const DRIVERS: Driver[] = await availableDrivers();

let c: pg.Client;
beforeAll(async () => {
  c = await connect();
});
afterAll(async () => {
  await c?.end();
});

// As the gateway passes the client: its address in X-Real-IP (SQL), or the hop it appended to
// X-Forwarded-For (REST, whose test stack trusts the loopback proxy).
const headers = {
  "x-forwarded-for": "198.51.100.23",
  "x-real-ip": "198.51.100.23",
  "user-agent": "SecurityLogTest/1.0",
};
const actor = (driver: Driver, role: Actor["role"], user: TestUser | null) =>
  driver === "sql"
    ? Promise.resolve(sqlActor(c, role, user, { headers }))
    : restActor(role, user, { headers });

async function eventsOf(userId: string): Promise<Row[]> {
  const r = await c.query(
    "select event_type, user_id, details, host(ip) as ip, user_agent from public.security_events where user_id = $1 order by id",
    [userId],
  );
  return r.rows as Row[];
}

describe.each(DRIVERS)("log_security_event via %s", (driver) => {
  it("records the spec's admin access events with the caller, IP and user agent", async () => {
    const u = await createUser(c, "user");
    const a = await actor(driver, "user", u);
    const ts = new Date().toISOString();
    const ok = await a.rpc("log_security_event", {
      event_type_param: "admin_access_check",
      event_details_param: { user_id: u.id, timestamp: ts, success: false },
    });
    expect(ok.error).toBeNull();
    const err = await a.rpc("log_security_event", {
      event_type_param: "admin_access_error",
      event_details_param: { user_id: u.id, error: "boom", timestamp: ts },
    });
    expect(err.error).toBeNull();
    expect(await eventsOf(u.id)).toEqual([
      {
        event_type: "admin_access_check",
        user_id: u.id,
        details: { user_id: u.id, timestamp: ts, success: false },
        ip: "198.51.100.23",
        user_agent: "SecurityLogTest/1.0",
      },
      {
        event_type: "admin_access_error",
        user_id: u.id,
        details: { user_id: u.id, error: "boom", timestamp: ts },
        ip: "198.51.100.23",
        user_agent: "SecurityLogTest/1.0",
      },
    ]);
  });

  it("records the caller, not a user id claimed in the details", async () => {
    const u = await createUser(c, "user");
    const victim = await createUser(c, "user");
    const a = await actor(driver, "user", u);
    await a.rpc("log_security_event", {
      event_type_param: "sign_in_failure",
      event_details_param: { user_id: victim.id },
    });
    expect((await eventsOf(u.id)).map((e) => e.event_type)).toEqual(["sign_in_failure"]);
    expect(await eventsOf(victim.id)).toEqual([]);
  });

  it("refuses anonymous callers", async () => {
    const a = await actor(driver, "anon", null);
    const res = await a.rpc("log_security_event", {
      event_type_param: "admin_access_check",
      event_details_param: {},
    });
    expect(res.error?.code).toMatch(/^(42501|PGRST202)$/);
  });

  it("rejects unknown and server-only event types, non-objects and oversized details", async () => {
    const u = await createUser(c, "user");
    const a = await actor(driver, "user", u);
    for (const t of ["role_granted", "admin_setup_claimed", "whatever", "", "x".repeat(200)]) {
      const res = await a.rpc("log_security_event", {
        event_type_param: t,
        event_details_param: {},
      });
      expect(res.error?.code, t).toBe("22023");
    }
    // A JSON string is only expressible over REST (the SQL driver sends text literals).
    const notObjects: unknown[] = driver === "rest" ? [[1, 2], "text", 42] : [[1, 2], 42];
    for (const d of notObjects) {
      const res = await a.rpc("log_security_event", {
        event_type_param: "admin_access_check",
        event_details_param: d,
      });
      expect(res.error?.code).toBe("22023");
    }
    const big = await a.rpc("log_security_event", {
      event_type_param: "admin_access_check",
      event_details_param: { blob: "x".repeat(3000) },
    });
    expect(big.error?.code).toBe("22023");
    expect(await eventsOf(u.id)).toEqual([]);
  });

  it("drops a flood beyond 30 events a minute per user", async () => {
    const u = await createUser(c, "user");
    const a = await actor(driver, "user", u);
    for (let i = 0; i < 35; i++) {
      const res = await a.rpc("log_security_event", {
        event_type_param: "admin_access_check",
        event_details_param: { i },
      });
      expect(res.error).toBeNull();
    }
    expect(await eventsOf(u.id)).toHaveLength(30);
  });
});

describe("security_events table", () => {
  it("is append-only, even for the database owner", async () => {
    const u = await createUser(c, "user");
    const r = await c.query(
      "select public.write_security_event($1, 'sign_in_failure', '{}') as id",
      [u.id],
    );
    const id = (r.rows[0] as { id: string }).id;
    await expect(
      c.query("update public.security_events set event_type = 'forged' where id = $1", [id]),
    ).rejects.toMatchObject({
      code: "42501",
    });
    await expect(
      c.query("delete from public.security_events where id = $1", [id]),
    ).rejects.toMatchObject({ code: "42501" });
    await expect(c.query("truncate public.security_events")).rejects.toMatchObject({
      code: "42501",
    });
    expect(await eventsOf(u.id)).toHaveLength(1);
  });

  it("keeps events when the user is deleted", async () => {
    const u = await createUser(c, "user");
    await c.query("select public.write_security_event($1, 'sign_in_failure', '{}')", [u.id]);
    await c.query("delete from auth.users where id = $1", [u.id]);
    expect(await eventsOf(u.id)).toHaveLength(1);
  });

  it("bounds internal details too, and tolerates missing or malformed request headers", async () => {
    const u = await createUser(c, "user");
    await c.query(
      `select set_config('request.headers', 'not json', false);
       select public.write_security_event('${u.id}', 'sign_in_failure', jsonb_build_object('blob', repeat('x', 5000)));
       select set_config('request.headers', '{"x-real-ip": "not-an-ip"}', false);
       select public.write_security_event('${u.id}', 'sign_in_failure', '"scalar"');
       select set_config('request.headers', '', false);`,
    );
    const rows = await eventsOf(u.id);
    expect(rows.map((e) => [e.details, e.ip])).toEqual([
      [{ truncated: true, size: expect.any(Number) }, null],
      [{ value: "scalar" }, null],
    ]);
  });
});
