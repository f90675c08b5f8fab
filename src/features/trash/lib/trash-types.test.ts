import { describe, expect, it } from "vitest";
import { daysLeft, TRASH_TYPES } from "./trash-types";

describe("trash types", () => {
  it("counts whole days left, rounding up, and never below zero", () => {
    const now = Date.parse("2026-11-28T12:00:00Z");
    expect(daysLeft("2026-12-28T12:00:00Z", now)).toBe(30);
    expect(daysLeft("2026-12-28T11:00:00Z", now)).toBe(30);
    expect(daysLeft("2026-11-28T13:00:00Z", now)).toBe(1);
    expect(daysLeft("2026-11-27T12:00:00Z", now)).toBe(0);
  });

  it("links a restored product to its edit page", () => {
    expect(TRASH_TYPES.products!.editPath!("abc")).toBe("/admin/products/abc");
    expect(TRASH_TYPES.site_settings!.editPath).toBeNull();
  });
});
