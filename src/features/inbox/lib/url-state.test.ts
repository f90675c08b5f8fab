import { describe, expect, it } from "vitest";
import {
  DEFAULT_FILTERS,
  dayAfter,
  isFiltered,
  parseInboxFilters,
  searchPattern,
} from "./url-state";

describe("inbox URL state", () => {
  it("reads defaults from an empty URL", () => {
    const f = parseInboxFilters(new URLSearchParams());
    expect(f).toEqual(DEFAULT_FILTERS);
    expect(isFiltered(f)).toBe(false);
  });

  it("reads every filter, the 1-based page and the size", () => {
    const url =
      "status=spam&kind=enquiry&q=terrace+leak&from=2026-01-01&to=2026-01-31&page=3&size=50";
    const f = parseInboxFilters(new URLSearchParams(url));
    expect(f).toEqual({
      status: "spam",
      kind: "enquiry",
      q: "terrace leak",
      from: "2026-01-01",
      to: "2026-01-31",
      page: 3,
      pageSize: 50,
    });
    expect(isFiltered(f)).toBe(true);
  });

  it("ignores malformed values", () => {
    const f = parseInboxFilters(
      new URLSearchParams("status=deleted&kind=order&from=2026-02-30&to=yesterday&page=-2&size=7"),
    );
    expect(f).toEqual(DEFAULT_FILTERS);
    expect(parseInboxFilters(new URLSearchParams("status=all")).status).toBe("all");
    expect(parseInboxFilters(new URLSearchParams("page=abc")).page).toBe(1);
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
