import { describe, expect, it } from "vitest";
import { fromSiteLocalInput, scheduleStatus, toSiteLocalInput } from "./site-time";

describe("site time (Asia/Kolkata)", () => {
  it("converts between instants and site-local input values", () => {
    expect(toSiteLocalInput("2026-01-01T00:00:00Z")).toBe("2026-01-01T05:30");
    expect(fromSiteLocalInput("2026-01-01T05:30")).toBe("2026-01-01T00:00:00.000Z");
    expect(fromSiteLocalInput("2026-03-01T00:10")).toBe("2026-02-28T18:40:00.000Z");
    expect(fromSiteLocalInput("")).toBeNull();
    expect(toSiteLocalInput(null)).toBe("");
  });
  it("tells scheduled, live and ended apart", () => {
    const now = Date.parse("2026-06-01T00:00:00Z");
    expect(scheduleStatus({ is_active: true, starts_at: "2026-07-01T00:00:00Z" }, now)).toBe(
      "scheduled",
    );
    expect(scheduleStatus({ is_active: true, ends_at: "2026-05-01T00:00:00Z" }, now)).toBe("ended");
    expect(scheduleStatus({ is_active: true, starts_at: null, ends_at: null }, now)).toBe("live");
    expect(scheduleStatus({ is_active: false }, now)).toBe("inactive");
  });
});
