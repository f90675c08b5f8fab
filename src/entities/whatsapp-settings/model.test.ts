import { describe, expect, it } from "vitest";
import {
  DEFAULT_AVAILABILITY,
  normalizeSettings,
  parseAutoReplies,
  parseAvailabilityHours,
} from "./model";

const row = {
  id: "x",
  is_active: true,
  phone_number: "+91 98250 41870",
  business_name: "Jalraksha",
  welcome_message: "Hello!",
  custom_message: null,
  position: "bottom-right",
  show_availability: true,
  availability_hours: { start: "08:30", end: "17:00" },
  auto_replies: [{ trigger: "Price", response: "Share your area" }],
};

describe("parseAvailabilityHours", () => {
  it("accepts an object and JSON text", () => {
    expect(parseAvailabilityHours({ start: "08:00", end: "20:00" })).toEqual({
      start: "08:00",
      end: "20:00",
    });
    expect(parseAvailabilityHours('{"start":"07:15","end":"19:45"}')).toEqual({
      start: "07:15",
      end: "19:45",
    });
  });

  it.each([
    ["not json", "{start:"],
    ["null", null],
    ["array", "[1,2]"],
    ["bad times", { start: "9am", end: "18:00" }],
    ["out of range", { start: "24:00", end: "18:00" }],
    ["numbers", { start: 9, end: 18 }],
    ["missing end", '{"start":"09:00"}'],
  ])("falls back to 09:00-18:00 for %s", (_label, value) => {
    expect(parseAvailabilityHours(value)).toEqual(DEFAULT_AVAILABILITY);
  });
});

describe("parseAutoReplies", () => {
  it("accepts an array and JSON text", () => {
    const replies = [{ trigger: "a", response: "b" }];
    expect(parseAutoReplies(replies)).toEqual(replies);
    expect(parseAutoReplies(JSON.stringify(replies))).toEqual(replies);
  });

  it("drops malformed entries and falls back to none", () => {
    expect(parseAutoReplies('[{"trigger":"a"},{"trigger":"b","response":"c"},5,null]')).toEqual([
      { trigger: "b", response: "c" },
    ]);
    expect(parseAutoReplies("nope")).toEqual([]);
    expect(parseAutoReplies({ trigger: "a", response: "b" })).toEqual([]);
    expect(parseAutoReplies(undefined)).toEqual([]);
  });
});

describe("normalizeSettings", () => {
  it("maps a row", () => {
    expect(normalizeSettings(row)).toEqual({
      phoneNumber: "+91 98250 41870",
      businessName: "Jalraksha",
      welcomeMessage: "Hello!",
      customMessage: null,
      position: "bottom-right",
      showAvailability: true,
      availabilityHours: { start: "08:30", end: "17:00" },
      autoReplies: [{ trigger: "Price", response: "Share your area" }],
    });
  });

  it("parses JSON text columns and defaults an unknown position to bottom-left", () => {
    const settings = normalizeSettings({
      ...row,
      position: "middle",
      availability_hours: '{"start":"10:00","end":"12:00"}',
      auto_replies: '[{"trigger":"t","response":"r"}]',
    });
    expect(settings?.position).toBe("bottom-left");
    expect(settings?.availabilityHours).toEqual({ start: "10:00", end: "12:00" });
    expect(settings?.autoReplies).toEqual([{ trigger: "t", response: "r" }]);
  });

  it("rejects rows without a usable phone number", () => {
    expect(normalizeSettings({ ...row, phone_number: "" })).toBeNull();
    expect(normalizeSettings({ ...row, phone_number: "call us" })).toBeNull();
    expect(normalizeSettings(null)).toBeNull();
    expect(normalizeSettings("row")).toBeNull();
  });
});
