import { describe, expect, it } from "vitest";
import {
  DEFAULT_FILTERS,
  dayAfter,
  parseInboxFilters,
  searchPattern,
  serializeInboxFilters,
  updateFilters,
} from "./url-state";

describe("inbox URL state", () => {
  it("reads defaults from an empty URL and writes an empty one back", () => {
    const f = parseInboxFilters(new URLSearchParams());
    expect(f).toEqual(DEFAULT_FILTERS);
    expect(serializeInboxFilters(f).toString()).toBe("");
  });

  it("round-trips every filter", () => {
    const url = "status=spam&q=terrace+leak&from=2026-01-01&to=2026-01-31&page=3&size=50";
    const f = parseInboxFilters(new URLSearchParams(url));
    expect(f).toEqual({
      status: "spam",
      q: "terrace leak",
      from: "2026-01-01",
      to: "2026-01-31",
      page: 3,
      pageSize: 50,
    });
    expect(serializeInboxFilters(f).toString()).toBe(url);
  });

  it("ignores malformed values", () => {
    const f = parseInboxFilters(
      new URLSearchParams("status=deleted&from=2026-02-30&to=yesterday&page=-2&size=7"),
    );
    expect(f).toEqual(DEFAULT_FILTERS);
    expect(parseInboxFilters(new URLSearchParams("status=all")).status).toBe("all");
    expect(parseInboxFilters(new URLSearchParams("page=abc")).page).toBe(1);
  });

  it("goes back to page 1 when a filter changes, not when the page does", () => {
    const f = { ...DEFAULT_FILTERS, page: 4 };
    expect(updateFilters(f, { status: "new" }).page).toBe(1);
    expect(updateFilters(f, { page: 5 }).page).toBe(5);
  });

  it("strips filter syntax and wildcards from the search", () => {
    expect(searchPattern("  ")).toBeNull();
    expect(searchPattern("a,b(c)%_*\"'\\:d")).toBe("%a b c d%");
    expect(searchPattern("Patel Builders")).toBe("%Patel Builders%");
  });

  it("finds the next day across month and year ends", () => {
    expect(dayAfter("2026-01-31")).toBe("2026-02-01");
    expect(dayAfter("2025-12-31")).toBe("2026-01-01");
    expect(dayAfter("2028-02-28")).toBe("2028-02-29");
  });
});
