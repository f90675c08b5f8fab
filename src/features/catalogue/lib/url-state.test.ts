import { describe, expect, it } from "vitest";
import {
  DEFAULT_STATE,
  hasFilters,
  pageCount,
  parseCatalogueState,
  serializeCatalogueState,
  updateCatalogueState,
} from "./url-state";

const parse = (query: string) => parseCatalogueState(new URLSearchParams(query));

describe("parseCatalogueState", () => {
  it("gives the defaults for an empty query string", () => {
    expect(parse("")).toEqual(DEFAULT_STATE);
  });

  it("reads every field", () => {
    expect(parse("q=roof+coat&category=liquid-membranes&brand=jalkavach&sort=name&page=3")).toEqual(
      { q: "roof coat", category: "liquid-membranes", brand: "jalkavach", sort: "name", page: 3 },
    );
  });

  it("falls back to defaults for bad values", () => {
    expect(parse("sort=price&page=0")).toMatchObject({ sort: "featured", page: 1 });
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
    expect(parse("category=Not%20A%20Slug!&brand=a--b").category).toBeNull();
    expect(parse("brand=a--b").brand).toBeNull();
    expect(parse("category=").category).toBeNull();
  });

  it("normalises the search text and slugs", () => {
    expect(parse("q=%20%20pu%20%20%20sealant%20").q).toBe("pu sealant");
    expect(parse(`q=${"x".repeat(300)}`).q).toHaveLength(100);
    expect(parse("category=Admixtures").category).toBe("admixtures");
  });
});

describe("serializeCatalogueState", () => {
  it("leaves defaults out", () => {
    expect(serializeCatalogueState(DEFAULT_STATE).toString()).toBe("");
  });

  it("round-trips through parse", () => {
    const state = {
      q: "tile & grout",
      category: "admixtures",
      brand: "sthira",
      sort: "newest",
      page: 2,
    } as const;
    expect(parseCatalogueState(serializeCatalogueState(state))).toEqual(state);
  });
});

describe("updateCatalogueState", () => {
  const state = { ...DEFAULT_STATE, q: "pu", page: 4 };

  it("goes back to page 1 when the search, a filter or the sort changes", () => {
    expect(updateCatalogueState(state, { brand: "setufix" })).toMatchObject({
      brand: "setufix",
      q: "pu",
      page: 1,
    });
    expect(updateCatalogueState(state, { sort: "name" }).page).toBe(1);
  });

  it("keeps the rest when only the page changes", () => {
    expect(updateCatalogueState(state, { page: 5 })).toEqual({ ...state, page: 5 });
  });
});

describe("helpers", () => {
  it("hasFilters is true for a search, category or brand but not a sort or page", () => {
    expect(hasFilters(DEFAULT_STATE)).toBe(false);
    expect(hasFilters({ ...DEFAULT_STATE, sort: "name", page: 2 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_STATE, brand: "x" })).toBe(true);
  });

  it("pageCount is at least 1", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(25, 5)).toBe(5);
  });
});
