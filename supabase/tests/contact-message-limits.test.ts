// The contact-message entity's zod schema is the one TypeScript copy of the database's limits:
// every value just past a limit is refused by both, every value at a limit accepted by both.
import { randomInt } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import { describe, expect, inject, it } from "vitest";
import {
  CONTACT_MESSAGE_LIMITS as L,
  contactMessageSchema,
  ENQUIRY_LIMITS as E,
  enquiryLinesSchema,
  enquiryProjectSchema,
  enquirySenderSchema,
  type ContactMessageInput,
  type EnquiryLineValues,
  type EnquiryProjectInput,
} from "../../src/entities/contact-message/limits";
import { uniq } from "./support/db";

/** A fresh private-range address per submission, so the throttles never answer first. */
const freshIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

function visitor() {
  const ip = freshIp();
  return createClient(inject("apiUrl"), inject("anonKey"), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { "x-forwarded-for": ip, "x-real-ip": ip } },
  });
}

const base = (): ContactMessageInput => ({
  name: "Asha Patel",
  email: `${uniq("limits")}@example.test`,
  phone: "+91 98765 43210",
  company: "Patel Builders",
  subject: "Quote",
  message: "Please quote terrace waterproofing for 300 m².",
  website: "",
});

/** What the form sends (as submitContactMessage does, without the browser's client). */
async function submit(values: ContactMessageInput) {
  const { error } = await visitor().rpc("submit_contact_message", {
    name_param: values.name,
    email_param: values.email,
    message_param: values.message,
    ...(values.phone ? { phone_param: values.phone } : {}),
    ...(values.company ? { company_param: values.company } : {}),
    ...(values.subject ? { subject_param: values.subject } : {}),
  });
  return error;
}

/** A unique, otherwise valid address of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = "@example.test";
  return `${uniq("l")}${"a".repeat(length)}`.slice(0, length - domain.length) + domain;
}

/** A phone number as people write it, with `digits` digits. */
const phoneWithDigits = (digits: number) => `+${"9".repeat(digits)}`;

type Field = keyof Omit<ContactMessageInput, "website">;

const justPast: [string, Field, string][] = [
  ["name too short", "name", "a".repeat(L.nameMin - 1)],
  ["name too long", "name", "a".repeat(L.nameMax + 1)],
  ["e-mail too long", "email", emailOfLength(L.emailMax + 1)],
  ["phone with too few digits", "phone", phoneWithDigits(L.phoneDigitsMin - 1)],
  ["phone with too many digits", "phone", phoneWithDigits(L.phoneDigitsMax + 1)],
  ["company too long", "company", "c".repeat(L.companyMax + 1)],
  ["subject too long", "subject", "s".repeat(L.subjectMax + 1)],
  ["message too short", "message", "m".repeat(L.messageMin - 1)],
  ["message too long", "message", "m".repeat(L.messageMax + 1)],
];

describe("contact-message limits: the schema and submit_contact_message agree", () => {
  it.each(justPast)("%s: both refuse", async (_case, field, value) => {
    const values = { ...base(), [field]: value };
    const parsed = contactMessageSchema.safeParse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
    const error = await submit(values);
    expect(error).toMatchObject({ code: "22023", details: field });
  });

  it("every field at its longest: both accept", async () => {
    const values: ContactMessageInput = {
      name: "n".repeat(L.nameMax),
      email: emailOfLength(L.emailMax),
      phone: phoneWithDigits(L.phoneDigitsMax),
      company: "c".repeat(L.companyMax),
      subject: "s".repeat(L.subjectMax),
      message: "m".repeat(L.messageMax),
      website: "",
    };
    expect(values.email).toHaveLength(L.emailMax);
    expect(contactMessageSchema.safeParse(values).success).toBe(true);
    expect(await submit(values)).toBeNull();
  });

  it("every field at its shortest: both accept", async () => {
    const values: ContactMessageInput = {
      ...base(),
      name: "n".repeat(L.nameMin),
      phone: phoneWithDigits(L.phoneDigitsMin),
      company: "",
      subject: "",
      message: "m".repeat(L.messageMin),
    };
    expect(contactMessageSchema.safeParse(values).success).toBe(true);
    expect(await submit(values)).toBeNull();
  });
});

// Enquiries: the sender, the project and the lines ----------------------------------------------

const project = (): EnquiryProjectInput => ({
  siteCity: "Ahmedabad",
  siteState: "Gujarat",
  siteCountry: "India",
  destinationPort: "",
  workStart: "March 2027",
  buildingKind: "house",
});

const enquiryLine = (over: Partial<EnquiryLineValues> = {}): EnquiryLineValues => ({
  product_id: null,
  product_name: "Roof Coat",
  quantity: 4,
  unit: "pack",
  pack_size: "20 kg",
  note: "",
  origin: { kind: "catalogue" },
  ...over,
});

/** What the /enquiry page sends (as submitEnquiry does, without the browser's client). */
async function submitEnquiryValues(
  sender: Omit<ContactMessageInput, "subject">,
  p: EnquiryProjectInput,
  lines: EnquiryLineValues[],
) {
  const optional = (key: string, value: string) => (value ? { [key]: value } : {});
  const { error } = await visitor().rpc("submit_enquiry", {
    name_param: sender.name,
    email_param: sender.email,
    lines_param: lines,
    ...optional("message_param", sender.message),
    ...optional("phone_param", sender.phone),
    ...optional("company_param", sender.company),
    ...optional("site_city_param", p.siteCity),
    ...optional("site_state_param", p.siteState),
    ...optional("site_country_param", p.siteCountry),
    ...optional("destination_port_param", p.destinationPort),
    ...optional("work_start_param", p.workStart),
    ...optional("building_kind_param", p.buildingKind),
  });
  return error;
}

const sender = () => {
  const { subject: _subject, ...rest } = base();
  return rest;
};

const calculator = (over: Record<string, unknown> = {}) =>
  ({
    kind: "calculator",
    surface: "terrace",
    dimensions: "10 × 4 m",
    coats: 2,
    product: "Roof Coat",
    packs: "2 × 20 kg",
    ...over,
  }) as EnquiryLineValues["origin"];

const linesJustPast: [string, EnquiryLineValues[]][] = [
  ["no line", []],
  ["51 lines", Array.from({ length: E.maxLines + 1 }, () => enquiryLine())],
  ["an empty product name", [enquiryLine({ product_name: " " })]],
  ["a product name too long", [enquiryLine({ product_name: "p".repeat(E.productNameMax + 1) })]],
  ["quantity 0", [enquiryLine({ quantity: 0 })]],
  ["a quantity too large", [enquiryLine({ quantity: E.quantityMax + 0.001 })]],
  ["a quantity with 4 decimals", [enquiryLine({ quantity: 1.0001 })]],
  ["an unknown unit", [enquiryLine({ unit: "t" as "kg" })]],
  ["a pack size too long", [enquiryLine({ pack_size: "s".repeat(E.packSizeMax + 1) })]],
  ["a note too long", [enquiryLine({ note: "n".repeat(E.noteMax + 1) })]],
  [
    "an origin text too long",
    [enquiryLine({ origin: calculator({ packs: "p".repeat(E.originTextMax + 1) }) })],
  ],
  ["too many coats", [enquiryLine({ origin: calculator({ coats: E.coatsMax + 1 }) })]],
  ["an extra origin key", [enquiryLine({ origin: calculator({ extra: "x" }) })]],
];

const projectJustPast: [string, Partial<EnquiryProjectInput>][] = [
  ["city too long", { siteCity: "c".repeat(E.placeMax + 1) }],
  ["state too long", { siteState: "s".repeat(E.placeMax + 1) }],
  ["country too long", { siteCountry: "c".repeat(E.placeMax + 1) }],
  ["port too long", { destinationPort: "p".repeat(E.portMax + 1) }],
  ["start too long", { workStart: "w".repeat(E.workStartMax + 1) }],
  ["unknown building", { buildingKind: "castle" as "house" }],
];

describe("enquiry limits: the schemas and submit_enquiry agree", () => {
  it.each(linesJustPast)("lines with %s: both refuse", async (_case, lines) => {
    expect(enquiryLinesSchema.safeParse(lines).success).toBe(false);
    const error = await submitEnquiryValues(sender(), project(), lines);
    expect(error?.code).toBe("22023");
  });

  it.each(projectJustPast)("project with %s: both refuse", async (_case, over) => {
    const p = { ...project(), ...over };
    expect(enquiryProjectSchema.safeParse(p).success).toBe(false);
    expect((await submitEnquiryValues(sender(), p, [enquiryLine()]))?.code).toBe("22023");
  });

  it("a message of 1-9 characters: both refuse; none at all: both accept", async () => {
    const short = { ...sender(), message: "m".repeat(L.messageMin - 1) };
    expect(enquirySenderSchema.safeParse(short).success).toBe(false);
    expect(await submitEnquiryValues(short, project(), [enquiryLine()])).toMatchObject({
      code: "22023",
      details: "message",
    });
    const none = { ...sender(), message: "" };
    expect(enquirySenderSchema.safeParse(none).success).toBe(true);
    expect(await submitEnquiryValues(none, project(), [enquiryLine()])).toBeNull();
  });

  it("everything at its longest: both accept", async () => {
    const p: EnquiryProjectInput = {
      siteCity: "c".repeat(E.placeMax),
      siteState: "s".repeat(E.placeMax),
      siteCountry: "c".repeat(E.placeMax),
      destinationPort: "p".repeat(E.portMax),
      workStart: "w".repeat(E.workStartMax),
      buildingKind: "infrastructure",
    };
    const lines = Array.from({ length: E.maxLines }, (_, i) =>
      enquiryLine({
        product_name: `${i}`.padEnd(E.productNameMax, "p"),
        quantity: E.quantityMax - 0.001,
        pack_size: "s".repeat(E.packSizeMax),
        note: "n".repeat(E.noteMax),
        origin: calculator({ coats: E.coatsMax, packs: "p".repeat(E.originTextMax) }),
      }),
    );
    expect(enquiryProjectSchema.safeParse(p).success).toBe(true);
    expect(enquiryLinesSchema.safeParse(lines).success).toBe(true);
    expect(await submitEnquiryValues(sender(), p, lines)).toBeNull();
  });

  it("the smallest quantity and no project details: both accept", async () => {
    const p: EnquiryProjectInput = {
      siteCity: "",
      siteState: "",
      siteCountry: "",
      destinationPort: "",
      workStart: "",
      buildingKind: "",
    };
    const lines = [enquiryLine({ quantity: 0.001, unit: "l", pack_size: null })];
    expect(enquiryProjectSchema.safeParse(p).success).toBe(true);
    expect(enquiryLinesSchema.safeParse(lines).success).toBe(true);
    expect(await submitEnquiryValues(sender(), p, lines)).toBeNull();
  });
});
