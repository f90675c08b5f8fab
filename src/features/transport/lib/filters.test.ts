import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTERS,
  distinctFacets,
  hasFilters,
  pageCount,
  pageRange,
  parseFilters,
  serializeFilters,
  telHref,
} from "./filters";

describe("transport URL state", () => {
  it("round-trips the filters and page", () => {
    const filters = {
      q: "port",
      city: "Ahmedabad",
      state: "Gujarat",
      vehicle: "Tata Ace",
      area: "Mundra Port",
      page: 2,
    };
    const search = serializeFilters(filters);
    expect(search.toString()).toBe(
      "q=port&city=Ahmedabad&state=Gujarat&vehicle=Tata+Ace&area=Mundra+Port&page=2",
    );
    expect(parseFilters(new URLSearchParams(search.toString()))).toEqual(filters);
    expect(serializeFilters(EMPTY_FILTERS).toString()).toBe("");
  });

  it("cleans bad values", () => {
    const f = parseFilters(new URLSearchParams(`page=-3&q=${"x".repeat(300)}&city=%20%20`));
    expect(f.page).toBe(1);
    expect(f.q).toHaveLength(100);
    expect(f.city).toBe("");
    expect(parseFilters(new URLSearchParams("page=2.5")).page).toBe(1);
    expect(parseFilters(new URLSearchParams("page=99999")).page).toBe(1000);
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, vehicle: "Trailer" })).toBe(true);
  });

  it("pages", () => {
    expect(pageRange(1)).toEqual([0, 11]);
    expect(pageRange(3)).toEqual([24, 35]);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(3);
  });
});

describe("facets", () => {
  it("are the distinct values of the data, sorted", () => {
    const facets = distinctFacets([
      {
        city: "Surat",
        state: "Gujarat",
        vehicle_types: ["Trailer", "14 ft LCV"],
        service_areas: ["Pune"],
      },
      {
        city: "Ahmedabad",
        state: "Gujarat",
        vehicle_types: ["Trailer", "Tata Ace"],
        service_areas: ["Pune", "Goa"],
      },
    ]);
    expect(facets).toEqual({
      cities: ["Ahmedabad", "Surat"],
      states: ["Gujarat"],
      vehicleTypes: ["14 ft LCV", "Tata Ace", "Trailer"],
      serviceAreas: ["Goa", "Pune"],
    });
  });

  it("tel links keep only digits and the plus", () => {
    expect(telHref("+91 79 4006 1120")).toBe("tel:+917940061120");
  });
});
