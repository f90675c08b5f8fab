import { describe, expect, it } from "vitest";
import { isBannerLive, stepIndex } from "./schedule";

const now = new Date("2026-06-15T12:00:00Z");

describe("isBannerLive", () => {
  it("shows an unscheduled active banner", () => {
    expect(isBannerLive({ starts_at: null, ends_at: null }, now)).toBe(true);
    expect(isBannerLive({ is_active: true, starts_at: null, ends_at: null }, now)).toBe(true);
  });

  it("hides an inactive banner", () => {
    expect(isBannerLive({ is_active: false, starts_at: null, ends_at: null }, now)).toBe(false);
  });

  it("respects the start: inclusive", () => {
    expect(isBannerLive({ starts_at: "2026-06-15T12:00:00Z", ends_at: null }, now)).toBe(true);
    expect(isBannerLive({ starts_at: "2026-06-15T12:00:01Z", ends_at: null }, now)).toBe(false);
    expect(isBannerLive({ starts_at: "2026-01-01T00:00:00+05:30", ends_at: null }, now)).toBe(true);
  });

  it("respects the end: exclusive", () => {
    expect(isBannerLive({ starts_at: null, ends_at: "2026-06-15T12:00:00Z" }, now)).toBe(false);
    expect(isBannerLive({ starts_at: null, ends_at: "2026-06-15T12:00:01Z" }, now)).toBe(true);
    expect(isBannerLive({ starts_at: null, ends_at: "2026-06-01T00:00:00Z" }, now)).toBe(false);
  });

  it("needs both ends of a window", () => {
    const window = { starts_at: "2026-06-01T00:00:00Z", ends_at: "2026-07-01T00:00:00Z" };
    expect(isBannerLive(window, now)).toBe(true);
    expect(isBannerLive(window, new Date("2026-05-31T23:59:59Z"))).toBe(false);
    expect(isBannerLive(window, new Date("2026-07-01T00:00:00Z"))).toBe(false);
  });

  it("hides a banner whose dates cannot be read", () => {
    expect(isBannerLive({ starts_at: "soon", ends_at: null }, now)).toBe(false);
    expect(isBannerLive({ starts_at: null, ends_at: "later" }, now)).toBe(false);
  });
});

describe("stepIndex", () => {
  it("wraps at both ends", () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, -4, 3)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
    expect(stepIndex(0, 1, 1)).toBe(0);
  });
});
