import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAGE_SIZE,
  applyChanges,
  clearedFilters,
  nextSort,
  pageRange,
  parsePage,
  parsePageSize,
  parseSort,
  readListState,
} from "./url-state";

const spec = {
  filters: ["category_id", "is_active"],
  sortKeys: ["name", "sort_order"],
  defaultSort: { id: "sort_order", desc: false },
};

describe("list URL state", () => {
  it("reads an empty URL as the defaults", () => {
    expect(readListState(new URLSearchParams(), spec)).toEqual({
      q: "",
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: { id: "sort_order", desc: false },
      filters: {},
    });
  });

  it("reads search, 1-based page, size, sort and only the declared filters", () => {
    const params = new URLSearchParams(
      "q=+pail+&page=3&size=50&sort=-name&category_id=c1&is_active=true&other=x",
    );
    expect(readListState(params, spec)).toEqual({
      q: "pail",
      page: 3,
      pageSize: 50,
      sort: { id: "name", desc: true },
      filters: { category_id: "c1", is_active: "true" },
    });
  });

  it("ignores malformed pages, sizes and sorts", () => {
    for (const bad of ["0", "-2", "abc", "1.5", "9999999", ""]) expect(parsePage(bad)).toBe(1);
    expect(parsePage("12")).toBe(12);
    for (const bad of ["7", "1000", "x", null]) expect(parsePageSize(bad)).toBe(DEFAULT_PAGE_SIZE);
    expect(parseSort("-secret", spec.sortKeys, null)).toBeNull();
    expect(parseSort("name", spec.sortKeys, null)).toEqual({ id: "name", desc: false });
    expect(readListState(new URLSearchParams("sort=name"), {}).sort).toBeNull();
  });

  it("starts again at page 1 on any change but the page, and keeps the other params", () => {
    const params = new URLSearchParams("q=pail&page=4&category_id=c1");
    expect(applyChanges(params, { is_active: "true" }).toString()).toBe(
      "q=pail&category_id=c1&is_active=true",
    );
    expect(applyChanges(params, { page: "5" }).toString()).toBe("q=pail&page=5&category_id=c1");
    expect(params.toString()).toBe("q=pail&page=4&category_id=c1"); // a copy is changed
  });

  it("removes emptied params, page 1 and the default size", () => {
    const params = new URLSearchParams("q=pail&page=2&size=50");
    expect(applyChanges(params, { q: "", page: "1" }).toString()).toBe("size=50");
    expect(applyChanges(params, { size: String(DEFAULT_PAGE_SIZE) }).toString()).toBe("q=pail");
    expect(applyChanges(params, clearedFilters(["category_id"])).toString()).toBe("size=50");
  });

  it("sorts ascending first, then toggles the active column", () => {
    expect(nextSort(null, "name")).toEqual({ id: "name", desc: false });
    expect(nextSort({ id: "name", desc: false }, "name")).toEqual({ id: "name", desc: true });
    expect(nextSort({ id: "name", desc: true }, "name")).toEqual({ id: "name", desc: false });
    expect(nextSort({ id: "name", desc: true }, "sort_order")).toEqual({
      id: "sort_order",
      desc: false,
    });
  });

  it("computes the range shown", () => {
    expect(pageRange(1, 10, 0)).toEqual({ first: 0, last: 0, pages: 1 });
    expect(pageRange(2, 10, 11)).toEqual({ first: 11, last: 11, pages: 2 });
    expect(pageRange(1, 25, 60)).toEqual({ first: 1, last: 25, pages: 3 });
  });
});
