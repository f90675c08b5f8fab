import { describe, expect, it } from "vitest";
import {
  EMPTY_FORM,
  formToPreview,
  formToRow,
  isPhone,
  rowToForm,
  whatsappSettingsSchema,
  type WhatsAppSettingsForm,
} from "./settings-schema";

const valid: WhatsAppSettingsForm = {
  ...EMPTY_FORM,
  phone_number: "+91 98250 41870",
  business_name: "Jalraksha",
  welcome_message: "Hello",
  auto_replies: [{ trigger: "Price", response: "Share your area" }],
};

function errorsOf(values: WhatsAppSettingsForm): Record<string, string> {
  const r = whatsappSettingsSchema.safeParse(values);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("isPhone (mirrors public.is_phone)", () => {
  it.each([
    ["+91 98250 41870", true],
    ["(079) 1234-5678", true],
    ["123456", true],
    ["12345", false],
    ["+1234567890123456", false],
    ["98250 abc", false],
    ["+91.98250.41870", false],
    ["(((((()))))) 1", false],
  ])("%s -> %s", (phone, ok) => {
    expect(isPhone(phone)).toBe(ok);
  });
});

describe("whatsappSettingsSchema", () => {
  it("accepts a valid record", () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it("names the field of each broken rule", () => {
    expect(
      errorsOf({
        ...valid,
        phone_number: "12-34",
        business_name: "  ",
        welcome_message: "",
        custom_message: "x".repeat(1001),
        availability_start: "9:00",
        availability_end: "24:00",
        auto_replies: [{ trigger: "", response: "r".repeat(1001) }],
      }),
    ).toEqual({
      phone_number: "whatsapp.admin.errors.phone",
      business_name: "whatsapp.admin.errors.businessNameRequired",
      welcome_message: "whatsapp.admin.errors.welcomeRequired",
      custom_message: "whatsapp.admin.errors.customTooLong",
      availability_start: "whatsapp.admin.errors.time",
      availability_end: "whatsapp.admin.errors.time",
      "auto_replies.0.trigger": "whatsapp.admin.errors.triggerRequired",
      "auto_replies.0.response": "whatsapp.admin.errors.responseTooLong",
    });
  });

  it("enforces the database's lengths at their limits", () => {
    expect(errorsOf({ ...valid, business_name: "b".repeat(120) })).toEqual({});
    expect(errorsOf({ ...valid, business_name: "b".repeat(121) })).toEqual({
      business_name: "whatsapp.admin.errors.businessNameTooLong",
    });
    expect(errorsOf({ ...valid, welcome_message: "w".repeat(1001) })).toEqual({
      welcome_message: "whatsapp.admin.errors.welcomeTooLong",
    });
    const reply = { trigger: "t".repeat(100), response: "r" };
    expect(errorsOf({ ...valid, auto_replies: [reply] })).toEqual({});
    expect(errorsOf({ ...valid, auto_replies: [{ ...reply, trigger: "t".repeat(101) }] })).toEqual({
      "auto_replies.0.trigger": "whatsapp.admin.errors.triggerTooLong",
    });
    expect(errorsOf({ ...valid, auto_replies: Array(21).fill(reply) })).toEqual({
      auto_replies: "whatsapp.admin.errors.tooManyReplies",
    });
  });

  it("wants the end of the hours after the start", () => {
    expect(errorsOf({ ...valid, availability_start: "18:00", availability_end: "09:00" })).toEqual({
      availability_end: "whatsapp.admin.errors.endBeforeStart",
    });
    expect(errorsOf({ ...valid, availability_start: "09:00", availability_end: "09:00" })).toEqual({
      availability_end: "whatsapp.admin.errors.endBeforeStart",
    });
    expect(errorsOf({ ...valid, availability_start: "00:00", availability_end: "23:59" })).toEqual(
      {},
    );
  });

  it("refuses an unknown position", () => {
    expect(errorsOf({ ...valid, position: "middle" as WhatsAppSettingsForm["position"] })).toEqual({
      position: "whatsapp.admin.errors.position",
    });
  });
});

describe("row <-> form", () => {
  const row = {
    id: "1",
    is_active: true,
    phone_number: "+91 98250 41870",
    business_name: "Jalraksha",
    welcome_message: "Hello",
    custom_message: null,
    position: "top-right",
    show_availability: false,
    availability_hours: { start: "08:30", end: "17:45" },
    auto_replies: [{ trigger: "Price", response: "Share your area" }],
    updated_at: "2026-01-01T00:00:00Z",
  };

  it("round-trips a row through the form", () => {
    const form = rowToForm(row);
    expect(form.custom_message).toBe("");
    expect(form.availability_start).toBe("08:30");
    const { id: _id, updated_at: _u, ...columns } = row;
    expect(formToRow(form)).toEqual(columns);
  });

  it("trims and turns a blank custom message into null", () => {
    const out = formToRow({
      ...valid,
      business_name: "  Jalraksha  ",
      custom_message: "   ",
      auto_replies: [{ trigger: " Price ", response: " Area " }],
    });
    expect(out.business_name).toBe("Jalraksha");
    expect(out.custom_message).toBeNull();
    expect(out.auto_replies).toEqual([{ trigger: "Price", response: "Area" }]);
  });

  it("previews half-typed values safely", () => {
    const preview = formToPreview({
      ...valid,
      availability_start: "9:",
      auto_replies: [
        { trigger: "", response: "x" },
        { trigger: "Price", response: "Area" },
      ],
    });
    expect(preview.availabilityHours).toEqual({ start: "09:00", end: "18:00" });
    expect(preview.autoReplies).toEqual([{ trigger: "Price", response: "Area" }]);
  });
});
