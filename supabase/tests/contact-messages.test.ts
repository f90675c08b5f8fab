import { randomInt } from "node:crypto";
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

const DRIVERS: Driver[] = await availableDrivers();

let c: pg.Client;
beforeAll(async () => {
  c = await connect();
});
afterAll(async () => {
  await c?.end();
});

/** A fresh private-range IP per visitor, so throttles of other tests never interfere. */
const freshIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
/** The visitor's address as the gateway passes it: X-Real-IP (SQL), X-Forwarded-For from the trusted loopback proxy (REST). */
const visitor = (driver: Driver, ip: string, user: TestUser | null = null): Promise<Actor> => {
  const headers = { "x-forwarded-for": ip, "x-real-ip": ip, "user-agent": "ContactTest/2.0" };
  const role = user ? user.role : "anon";
  return driver === "sql"
    ? Promise.resolve(sqlActor(c, role, user, { headers }))
    : restActor(role, user, { headers });
};

const form = (over: Row = {}): Row => ({
  name_param: "Asha Patel",
  email_param: `${uniq("asha")}@example.test`,
  message_param: "We need 300 m² of terrace waterproofing in Ahmedabad. Please call.",
  phone_param: "+91 98765 43210",
  company_param: "Patel Builders",
  subject_param: "Quote",
  ...over,
});

async function stored(email: string): Promise<Row[]> {
  const r = await c.query(
    "select name, email, phone, company, subject, message, status, host(ip) as ip, user_agent from public.contact_messages where email = $1",
    [email.toLowerCase()],
  );
  return r.rows as Row[];
}

describe.each(DRIVERS)("submit_contact_message via %s", (driver) => {
  it("stores a valid message with status new, the client IP and user agent", async () => {
    const a = await visitor(driver, "203.0.113.50");
    const email = `${uniq("Mixed.Case")}@Example.test`;
    const res = await a.rpc(
      "submit_contact_message",
      form({ email_param: `  ${email} `, name_param: "  Asha Patel " }),
    );
    expect(res.error).toBeNull();
    expect(res.data).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored(email)).toEqual([
      {
        name: "Asha Patel",
        email: email.toLowerCase(),
        phone: "+91 98765 43210",
        company: "Patel Builders",
        subject: "Quote",
        message: "We need 300 m² of terrace waterproofing in Ahmedabad. Please call.",
        status: "new",
        ip: "203.0.113.50",
        user_agent: "ContactTest/2.0",
      },
    ]);
  });

  it("works for signed-in users too, with only the required fields", async () => {
    const u = await createUser(c, "user");
    const a = await visitor(driver, freshIp(), u);
    const email = `${uniq("min")}@example.test`;
    const res = await a.rpc("submit_contact_message", {
      name_param: "Li",
      email_param: email,
      message_param: "Ten chars!",
    });
    expect(res.error).toBeNull();
    expect(await stored(email)).toHaveLength(1);
  });

  it("rejects invalid fields with 22023 and stores nothing", async () => {
    const a = await visitor(driver, freshIp());
    const bad: [string, Row][] = [
      ["name", { name_param: "A" }],
      ["name", { name_param: "   " }],
      ["name", { name_param: "x".repeat(101) }],
      ["name", { name_param: null }],
      ["email", { email_param: "not-an-email" }],
      ["email", { email_param: "a@b" }],
      ["email", { email_param: "a b@example.test" }],
      ["email", { email_param: `${"x".repeat(250)}@example.test` }],
      ["message", { message_param: "too short" }],
      ["message", { message_param: "x".repeat(5001) }],
      ["phone", { phone_param: "call me maybe" }],
      ["phone", { phone_param: "12" }],
      ["company", { company_param: "x".repeat(161) }],
      ["subject", { subject_param: "x".repeat(201) }],
    ];
    for (const [field, over] of bad) {
      const f = form(over);
      const res = await a.rpc("submit_contact_message", f);
      expect(res.error?.code, `${field} ${JSON.stringify(over).slice(0, 60)}`).toBe("22023");
      if (
        typeof f.email_param === "string" &&
        f.email_param.includes("@example.test") &&
        field !== "email"
      ) {
        expect(await stored(f.email_param)).toEqual([]);
      }
    }
  });

  it("keeps hostile text as plain data", async () => {
    const a = await visitor(driver, freshIp());
    const email = `${uniq("bobby")}@example.test`;
    const msg = "Robert'); drop table public.contact_messages; -- <script>alert(1)</script>";
    const res = await a.rpc(
      "submit_contact_message",
      form({ email_param: email, message_param: msg }),
    );
    expect(res.error).toBeNull();
    expect((await stored(email))[0]?.message).toBe(msg);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const a = await visitor(driver, freshIp());
    const email = `${uniq("bot")}@example.test`;
    const res = await a.rpc(
      "submit_contact_message",
      form({ email_param: email, honeypot_param: "http://spam.example" }),
    );
    expect(res.error).toBeNull();
    expect(res.data).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored(email)).toEqual([]);
  });

  it("throttles one client to 3 messages an hour per e-mail address (429), not other clients", async () => {
    const email = `${uniq("again")}@example.test`;
    const a = await visitor(driver, freshIp());
    for (let i = 0; i < 3; i++) {
      expect(
        (await a.rpc("submit_contact_message", form({ email_param: email }))).error,
      ).toBeNull();
    }
    const res = await a.rpc("submit_contact_message", form({ email_param: email.toUpperCase() }));
    expect(res.error?.code).toBe("PT429");
    expect(await stored(email)).toHaveLength(3);
    // Someone else writing that address (the real owner, say) is not refused because of it.
    const owner = await visitor(driver, freshIp());
    expect(
      (await owner.rpc("submit_contact_message", form({ email_param: email }))).error,
    ).toBeNull();
  });

  it("throttles one IP to 5 messages in 10 minutes (429)", async () => {
    const ip = freshIp();
    const a = await visitor(driver, ip);
    await c.query("delete from public.contact_messages where ip = $1::inet", [ip]);
    for (let i = 0; i < 5; i++) {
      expect((await a.rpc("submit_contact_message", form())).error).toBeNull();
    }
    const res = await a.rpc("submit_contact_message", form());
    expect(res.error?.code).toBe("PT429");
    const other = await visitor(driver, "198.51.100.200");
    await c.query("delete from public.contact_messages where ip = '198.51.100.200'");
    expect((await other.rpc("submit_contact_message", form())).error).toBeNull();
  });
});

describe.each(DRIVERS)("handling contact messages via %s", (driver) => {
  it("support changes status and notes and becomes the handler, but cannot rewrite the message", async () => {
    const support = await createUser(c, "support");
    const a = await visitor(driver, freshIp(), support);
    const email = `${uniq("handle")}@example.test`;
    await c.query(
      "insert into public.contact_messages (name, email, message) values ('Asha', $1, 'Please call me back today.')",
      [email],
    );
    const id = (await c.query("select id from public.contact_messages where email = $1", [email]))
      .rows[0].id as string;
    const res = await a.update(
      "contact_messages",
      { id },
      { status: "resolved", notes: "Called back." },
    );
    expect(res.error).toBeNull();
    const row = (
      await c.query("select status, notes, handled_by from public.contact_messages where id = $1", [
        id,
      ])
    ).rows[0];
    expect(row).toEqual({ status: "resolved", notes: "Called back.", handled_by: support.id });
    expect((await a.update("contact_messages", { id }, { message: "forged" })).error?.code).toBe(
      "42501",
    );
    expect((await a.update("contact_messages", { id }, { status: "archived" })).error?.code).toBe(
      "23514",
    );
  });
});
