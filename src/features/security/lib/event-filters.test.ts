import { describe, expect, it } from "vitest";
import { dayEnd, dayStart, detailLines, eventFilters } from "./event-filters";

describe("security log helpers", () => {
  it("bounds a day", () => {
    const start = dayStart("2026-03-04")!;
    const end = dayEnd("2026-03-04")!;
    expect(new Date(end).getTime() - new Date(start).getTime()).toBe(24 * 3600 * 1000);
    expect(dayStart("nope")).toBeNull();
    expect(dayEnd("")).toBeNull();
  });

  it("lists details", () => {
    expect(detailLines({ success: true, role: "admin", n: { a: 1 } })).toEqual([
      "success: true",
      "role: admin",
      'n: {"a":1}',
    ]);
    expect(detailLines(null)).toEqual([]);
    expect(detailLines([1])).toEqual([]);
  });
});

describe("security log filters in the URL", () => {
  it("reads the URL's values and drops malformed dates", () => {
    expect(eventFilters({})).toEqual({ type: "", userId: "", from: "", to: "" });
    expect(
      eventFilters({ type: "sign_in_failure", user: "u1", from: "2026-03-04", to: "junk" }),
    ).toEqual({ type: "sign_in_failure", userId: "u1", from: "2026-03-04", to: "" });
  });
});
