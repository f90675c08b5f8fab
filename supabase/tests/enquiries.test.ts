// submit_enquiry: an enquiry (a contact message of kind 'enquiry') and its lines, sent by a
// visitor through supabase-js; read back as the database superuser.
import { randomInt } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { insertRow } from "./support/fixtures";
import { connect, createUser, uniq, type TestUser } from "./support/db";
import { signToken } from "../../local-supabase/tests/helpers";

let c: pg.Client;
beforeAll(async () => {
  c = await connect();
});
afterAll(async () => {
  await c?.end();
});

const freshIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

/** A visitor's supabase-js client, its address set as the gateway sets it. */
function visitor(ip = freshIp(), token: string | null = null) {
  const headers: Record<string, string> = {
    "x-forwarded-for": ip,
    "x-real-ip": ip,
    "user-agent": "EnquiryTest/1.0",
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return createClient(inject("apiUrl"), inject("anonKey"), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers },
  });
}

/** A signed-in visitor's client. */
async function signedIn(user: TestUser) {
  const token = await signToken({ sub: user.id, role: "authenticated", email: user.email });
  return visitor(freshIp(), token);
}

type Line = Record<string, unknown>;

const line = (over: Line = {}): Line => ({
  product_id: null,
  product_name: "Roof Coat",
  quantity: 4,
  unit: "pack",
  pack_size: "20 kg",
  note: "For the terrace",
  origin: { kind: "catalogue" },
  ...over,
});

const calculatorOrigin = {
  kind: "calculator",
  surface: "terrace",
  dimensions: "10 × 4 m (40 m²)",
  coats: 2,
  product: "Roof Coat",
  packs: "2 × 20 kg bucket",
};

const enquiry = (over: Record<string, unknown> = {}) => ({
  name_param: "Asha Patel",
  email_param: `${uniq("enq")}@example.test`,
  lines_param: [line()],
  phone_param: "+91 98765 43210",
  company_param: "Patel Builders",
  message_param: "",
  site_city_param: "Ahmedabad",
  site_state_param: "Gujarat",
  site_country_param: "India",
  destination_port_param: "",
  work_start_param: "2027-03",
  building_kind_param: "house",
  ...over,
});

async function storedByEmail(email: string) {
  const r = await c.query(
    `select id, kind, reference, name, email, message, status, site_city, site_state, site_country,
       destination_port, work_start, building_kind, host(ip) as ip
     from public.contact_messages where email = $1`,
    [email.toLowerCase()],
  );
  return r.rows as Record<string, unknown>[];
}

async function linesOf(messageId: unknown) {
  const r = await c.query(
    `select position, product_id, product_name, quantity::text as quantity, unit, pack_size, note, origin
     from public.enquiry_lines where message_id = $1 order by position`,
    [messageId],
  );
  return r.rows as Record<string, unknown>[];
}

async function product(name: string) {
  return insertRow(c, "products", { slug: uniq("enq-product"), name, is_active: true });
}

describe("submit_enquiry", () => {
  it("stores the enquiry, its project details and its lines, and returns the reference", async () => {
    const p = await product("Tank Liner");
    const args = enquiry({
      lines_param: [
        line(),
        line({
          product_id: p.id,
          product_name: "Réservoir (the visitor's language)",
          quantity: 12.5,
          unit: "kg",
          pack_size: null,
          note: "",
          origin: calculatorOrigin,
        }),
      ],
    });
    const { data, error } = await visitor("203.0.113.77").rpc("submit_enquiry", args);
    expect(error).toBeNull();
    expect(data).toMatch(/^ENQ-\d{4}-\d{6,}$/);
    const [m] = await storedByEmail(args.email_param);
    expect(m).toMatchObject({
      kind: "enquiry",
      reference: data,
      name: "Asha Patel",
      message: "",
      status: "new",
      site_city: "Ahmedabad",
      site_state: "Gujarat",
      site_country: "India",
      destination_port: null,
      work_start: "2027-03",
      building_kind: "house",
      ip: "203.0.113.77",
    });
    expect(await linesOf(m!.id)).toEqual([
      {
        position: 1,
        product_id: null,
        product_name: "Roof Coat",
        quantity: "4.000",
        unit: "pack",
        pack_size: "20 kg",
        note: "For the terrace",
        origin: { kind: "catalogue" },
      },
      {
        position: 2,
        product_id: p.id,
        // A product that exists is named as the catalogue names it.
        product_name: "Tank Liner",
        quantity: "12.500",
        unit: "kg",
        pack_size: null,
        note: null,
        origin: calculatorOrigin,
      },
    ]);
  });

  it("gives contact messages a reference too, and every reference is unique", async () => {
    const email = `${uniq("msg")}@example.test`;
    const { error } = await visitor().rpc("submit_contact_message", {
      name_param: "Asha Patel",
      email_param: email,
      message_param: "Please call me about a terrace.",
    });
    expect(error).toBeNull();
    const [m] = await storedByEmail(email);
    expect(m).toMatchObject({
      kind: "contact",
      reference: expect.stringMatching(/^MSG-\d{4}-\d{6,}$/),
    });
    const dupes = await c.query(
      "select reference from public.contact_messages group by reference having count(*) > 1",
    );
    expect(dupes.rows).toEqual([]);
  });

  it("keeps the line's name when its product is deleted", async () => {
    const p = await product("Primer X");
    const args = enquiry({ lines_param: [line({ product_id: p.id, product_name: "Primer X" })] });
    expect((await visitor().rpc("submit_enquiry", args)).error).toBeNull();
    await c.query("delete from public.products where id = $1", [p.id]);
    const [m] = await storedByEmail(args.email_param);
    expect(await linesOf(m!.id)).toMatchObject([{ product_id: null, product_name: "Primer X" }]);
  });

  it("stores a line whose product does not exist with its name only", async () => {
    const args = enquiry({
      lines_param: [line({ product_id: "00000000-0000-4000-8000-000000000000" })],
    });
    expect((await visitor().rpc("submit_enquiry", args)).error).toBeNull();
    const [m] = await storedByEmail(args.email_param);
    expect(await linesOf(m!.id)).toMatchObject([{ product_id: null, product_name: "Roof Coat" }]);
  });

  const fifty = Array.from({ length: 50 }, (_, i) => line({ product_name: `Product ${i + 1}` }));

  it("accepts 50 lines and values at their limits", async () => {
    const args = enquiry({
      lines_param: [
        ...fifty.slice(0, 49),
        line({
          product_name: "p".repeat(200),
          quantity: 1000000,
          pack_size: "s".repeat(40),
          note: "n".repeat(500),
          origin: { ...calculatorOrigin, surface: "s".repeat(200), coats: 20 },
        }),
      ],
      message_param: "m".repeat(5000),
      site_city_param: "c".repeat(100),
      destination_port_param: "Jebel Ali",
      work_start_param: "w".repeat(60),
    });
    const { error } = await visitor().rpc("submit_enquiry", args);
    expect(error).toBeNull();
    const [m] = await storedByEmail(args.email_param);
    expect(await linesOf(m!.id)).toHaveLength(50);
  });

  const badLines: [string, unknown, RegExp][] = [
    ["no lines", [], /1 to 50 lines/],
    ["51 lines", [...fifty, line()], /1 to 50 lines/],
    ["not a list", { lines: [] }, /must be a list/],
    ["line 2 not an object", [line(), "Roof Coat"], /^Line 2: not a line/],
    ["line 2 without a name", [line(), line({ product_name: "  " })], /^Line 2: the product name/],
    [
      "line 2's name too long",
      [line(), line({ product_name: "p".repeat(201) })],
      /^Line 2: the product name/,
    ],
    ["line 3 with quantity 0", [line(), line(), line({ quantity: 0 })], /^Line 3: the quantity/],
    ["line 2 with a negative quantity", [line(), line({ quantity: -4 })], /^Line 2: the quantity/],
    ["line 2 with too much", [line(), line({ quantity: 1000000.001 })], /^Line 2: the quantity/],
    ["line 2 with 4 decimals", [line(), line({ quantity: 1.0005 })], /^Line 2: the quantity/],
    [
      "line 2 with a text quantity",
      [line(), line({ quantity: "4" })],
      /^Line 2: the quantity must be a number/,
    ],
    ["line 2 in tonnes", [line(), line({ unit: "t" })], /^Line 2: the unit/],
    [
      "line 2's pack size too long",
      [line(), line({ pack_size: "s".repeat(41) })],
      /^Line 2: the pack size/,
    ],
    ["line 2's note too long", [line(), line({ note: "n".repeat(501) })], /^Line 2: the note/],
    ["line 2's note not text", [line(), line({ note: { x: 1 } })], /^Line 2: the note/],
    [
      "line 2 with an odd product id",
      [line(), line({ product_id: "1; drop table x" })],
      /^Line 2: the product id/,
    ],
    [
      "line 2 with an unknown origin",
      [line(), line({ origin: { kind: "import" } })],
      /^Line 2: the origin/,
    ],
    [
      "line 2 with an extra origin key",
      [line(), line({ origin: { ...calculatorOrigin, html: "<script>" } })],
      /^Line 2: the origin/,
    ],
    [
      "line 2 with fractional coats",
      [line(), line({ origin: { ...calculatorOrigin, coats: 1.5 } })],
      /^Line 2: the origin/,
    ],
    [
      "line 2 with a long origin text",
      [line(), line({ origin: { ...calculatorOrigin, packs: "p".repeat(201) } })],
      /^Line 2: the origin/,
    ],
  ];

  it.each(badLines)(
    "refuses the whole enquiry (%s), naming the line, storing nothing",
    async (_case, lines, message) => {
      const args = enquiry({ lines_param: lines });
      const { data, error } = await visitor().rpc("submit_enquiry", args);
      expect(data).toBeNull();
      expect(error).toMatchObject({ code: "22023", message: expect.stringMatching(message) });
      expect(await storedByEmail(args.email_param)).toEqual([]);
    },
  );

  const badFields: [string, Record<string, unknown>, string][] = [
    ["name too short", { name_param: "A" }, "name"],
    ["e-mail", { email_param: "not-an-email" }, "email"],
    ["message too short", { message_param: "short" }, "message"],
    ["message too long", { message_param: "m".repeat(5001) }, "message"],
    ["phone", { phone_param: "call me" }, "phone"],
    ["company too long", { company_param: "c".repeat(161) }, "company"],
    ["city too long", { site_city_param: "c".repeat(101) }, "site"],
    ["country too long", { site_country_param: "c".repeat(101) }, "site"],
    ["port too long", { destination_port_param: "p".repeat(101) }, "destination_port"],
    ["start too long", { work_start_param: "w".repeat(61) }, "work_start"],
    ["unknown building", { building_kind_param: "castle" }, "building_kind"],
  ];

  it.each(badFields)("refuses a bad sender or project field (%s)", async (_case, over, field) => {
    const args = enquiry(over);
    const { error } = await visitor().rpc("submit_enquiry", args);
    expect(error).toMatchObject({ code: "22023", details: field });
    if (field !== "email") expect(await storedByEmail(args.email_param)).toEqual([]);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const args = enquiry({ honeypot_param: "http://spam.example" });
    const { data, error } = await visitor().rpc("submit_enquiry", args);
    expect(error).toBeNull();
    expect(data).toMatch(/^ENQ-\d{4}-\d{6}$/);
    expect(await storedByEmail(args.email_param)).toEqual([]);
  });

  it("shares the contact form's allowance: 3 an hour per e-mail from one client (429)", async () => {
    const email = `${uniq("again")}@example.test`;
    const a = visitor();
    expect(
      (
        await a.rpc("submit_contact_message", {
          name_param: "Asha Patel",
          email_param: email,
          message_param: "A first question about terraces.",
        })
      ).error,
    ).toBeNull();
    for (let i = 0; i < 2; i++) {
      expect((await a.rpc("submit_enquiry", enquiry({ email_param: email }))).error).toBeNull();
    }
    const refused = await a.rpc("submit_enquiry", enquiry({ email_param: email.toUpperCase() }));
    expect(refused.error?.code).toBe("PT429");
    expect(await storedByEmail(email)).toHaveLength(3);
    const lines = await c.query(
      "select count(*)::int as n from public.enquiry_lines l join public.contact_messages m on m.id = l.message_id where m.email = $1",
      [email],
    );
    expect(lines.rows[0].n).toBe(2);
    // Another client writing the same address is not refused because of it.
    expect(
      (await visitor().rpc("submit_enquiry", enquiry({ email_param: email }))).error,
    ).toBeNull();
  });

  it("throttles one client to 5 in 10 minutes (429)", async () => {
    const ip = freshIp();
    await c.query("delete from public.contact_messages where ip = $1::inet", [ip]);
    const a = visitor(ip);
    for (let i = 0; i < 5; i++) {
      expect((await a.rpc("submit_enquiry", enquiry())).error).toBeNull();
    }
    const args = enquiry();
    expect((await a.rpc("submit_enquiry", args)).error?.code).toBe("PT429");
    expect(await storedByEmail(args.email_param)).toEqual([]);
  });

  it("lets signed-in visitors send one too, but nobody write the tables directly", async () => {
    const user = await createUser(c, "user");
    const a = await signedIn(user);
    const args = enquiry();
    expect((await a.rpc("submit_enquiry", args)).error).toBeNull();
    const [m] = await storedByEmail(args.email_param);
    const insert = await a.from("enquiry_lines").insert({
      message_id: m!.id,
      position: 2,
      product_name: "Forged",
      quantity: 1,
      unit: "kg",
    });
    expect(insert.error?.code).toBe("42501");
    const read = await a
      .from("enquiry_lines")
      .select("*")
      .eq("message_id", m!.id as string);
    expect(read.data).toEqual([]);
    expect(await linesOf(m!.id)).toHaveLength(1);
  });

  it("lets staff read an enquiry's lines", async () => {
    const support = await createUser(c, "support");
    const args = enquiry({ lines_param: [line(), line({ product_name: "Primer" })] });
    expect((await visitor().rpc("submit_enquiry", args)).error).toBeNull();
    const [m] = await storedByEmail(args.email_param);
    const staff = await signedIn(support);
    const { data, error } = await staff
      .from("enquiry_lines")
      .select("position, product_name")
      .eq("message_id", m!.id as string)
      .order("position");
    expect(error).toBeNull();
    expect(data).toEqual([
      { position: 1, product_name: "Roof Coat" },
      { position: 2, product_name: "Primer" },
    ]);
  });
});
