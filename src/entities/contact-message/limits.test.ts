import { describe, expect, it } from "vitest";
import { contactMessageSchema, EMPTY_CONTACT_MESSAGE } from "./limits";

const valid = {
  ...EMPTY_CONTACT_MESSAGE,
  name: "Asha Mehta",
  email: "asha@example.com",
  message: "Please quote 20 buckets of roof coat.",
};

function errors(values: Record<string, string>) {
  const r = contactMessageSchema.safeParse({ ...valid, ...values });
  if (r.success) return {};
  // The form shows each field's first issue, as the resolver does.
  const first: Record<string, string> = {};
  for (const issue of r.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe("contactMessageSchema", () => {
  it("accepts a complete message", () => {
    expect(errors({})).toEqual({});
    expect(
      errors({ phone: "+91 79 1234 5678", company: "Mehta Builders", subject: "Quote" }),
    ).toEqual({});
  });

  it("requires name, e-mail and message", () => {
    expect(errors({ name: " ", email: "", message: "" })).toEqual({
      name: "contact.required",
      email: "contact.required",
      message: "contact.required",
    });
  });

  it("matches the database's limits and formats", () => {
    expect(errors({ name: "A" })).toEqual({ name: "contact.errors.nameShort" });
    expect(errors({ name: "A".repeat(101) })).toEqual({ name: "contact.errors.nameLong" });
    expect(errors({ email: "not-an-email" })).toEqual({ email: "contact.invalidEmail" });
    expect(errors({ email: "a@b.c" })).toEqual({ email: "contact.invalidEmail" });
    expect(errors({ phone: "12345" })).toEqual({ phone: "contact.errors.invalidPhone" });
    expect(errors({ phone: "call me" })).toEqual({ phone: "contact.errors.invalidPhone" });
    expect(errors({ phone: "+1 234 567 890 123 456" })).toEqual({
      phone: "contact.errors.invalidPhone",
    });
    expect(errors({ company: "C".repeat(161) })).toEqual({ company: "contact.errors.companyLong" });
    expect(errors({ subject: "S".repeat(201) })).toEqual({ subject: "contact.errors.subjectLong" });
    expect(errors({ message: "too short" })).toEqual({ message: "contact.errors.messageShort" });
    expect(errors({ message: "M".repeat(5001) })).toEqual({
      message: "contact.errors.messageLong",
    });
  });
});
