import { describe, expect, it } from "vitest";
import { formatAge } from "./age";

const now = new Date("2026-03-10T12:00:00Z");

describe("formatAge", () => {
  it.each([
    ["2026-03-10T11:59:30Z", "now"],
    ["2026-03-10T11:55:00Z", "5 minutes ago"],
    ["2026-03-10T09:00:00Z", "3 hours ago"],
    ["2026-03-09T10:00:00Z", "yesterday"],
    ["2026-02-20T12:00:00Z", "2 weeks ago"],
    ["2025-01-10T12:00:00Z", "last year"],
  ])("%s -> %s", (iso, text) => {
    expect(formatAge(iso, now, "en")).toBe(text);
  });
});
