// The contact-message entity's zod schema is the one TypeScript copy of the database's limits:
// every value just past a limit is refused by both, every value at a limit accepted by both.
import { randomInt } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import { describe, expect, inject, it } from "vitest";
import {
  CONTACT_MESSAGE_LIMITS as L,
  contactMessageSchema,
  type ContactMessageInput,
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
