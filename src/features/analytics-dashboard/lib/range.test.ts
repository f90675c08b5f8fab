import { describe, expect, it } from "vitest";
import { addDays, daysBetween, localDate, parseRange, resolveRange, serializeRange } from "./range";

describe("analytics range", () => {
  it("defaults to 30 days and keeps the URL empty for it", () => {
    const state = parseRange(new URLSearchParams());
    expect(state).toEqual({ preset: 30, from: null, to: null });
    expect(serializeRange(state).toString()).toBe("");
    expect(parseRange(new URLSearchParams("range=12")).preset).toBe(30);
  });

  it("round-trips presets and custom ranges", () => {
    for (const url of ["range=7", "range=90", "range=custom&from=2024-01-01&to=2024-01-31"]) {
      expect(serializeRange(parseRange(new URLSearchParams(url))).toString()).toBe(url);
    }
    expect(parseRange(new URLSearchParams("range=custom&from=2024-02-31&to=x"))).toEqual({
      preset: "custom",
      from: null,
      to: null,
    });
  });

  it("resolves presets back from today, inclusive", () => {
    expect(resolveRange({ preset: 7, from: null, to: null }, "2026-03-05")).toEqual({
      range: { start: "2026-02-27", end: "2026-03-05", days: 7 },
    });
  });

  it("checks custom ranges", () => {
    const custom = (from: string | null, to: string | null) =>
      resolveRange({ preset: "custom", from, to }, "2026-03-05");
    expect(custom(null, "2026-01-01")).toEqual({ error: "incomplete" });
    expect(custom("2026-01-02", "2026-01-01")).toEqual({ error: "order" });
    expect(custom("2024-01-01", "2025-01-01")).toEqual({ error: "tooLong" });
    expect(custom("2024-01-01", "2024-12-31")).toEqual({
      range: { start: "2024-01-01", end: "2024-12-31", days: 366 },
    });
  });

  it("does date arithmetic in whole days", () => {
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(daysBetween("2024-01-01", "2024-01-01")).toBe(1);
    expect(localDate(new Date(2026, 0, 9, 23, 30))).toBe("2026-01-09");
  });
});
