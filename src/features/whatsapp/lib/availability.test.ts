import { describe, expect, it } from "vitest";
import { isWithinHours } from "./availability";

const at = (hhmm: string) => new Date(`2026-03-02T${hhmm}:00`);
const hours = { start: "09:00", end: "18:00" };

describe("isWithinHours", () => {
  it("includes both edges of the window", () => {
    expect(isWithinHours(at("09:00"), hours)).toBe(true);
    expect(isWithinHours(at("18:00"), hours)).toBe(true);
    expect(isWithinHours(new Date("2026-03-02T18:00:59"), hours)).toBe(true);
  });

  it("excludes the minutes just outside", () => {
    expect(isWithinHours(at("08:59"), hours)).toBe(false);
    expect(isWithinHours(at("18:01"), hours)).toBe(false);
    expect(isWithinHours(at("00:00"), hours)).toBe(false);
  });

  it("handles windows that cross midnight", () => {
    const night = { start: "22:00", end: "06:00" };
    expect(isWithinHours(at("23:30"), night)).toBe(true);
    expect(isWithinHours(at("06:00"), night)).toBe(true);
    expect(isWithinHours(at("12:00"), night)).toBe(false);
  });
});
