import { describe, expect, it } from "vitest";
import { completeness, isBlank, isComplete } from "./completeness";
import { TRANSLATIONS } from "./translatable";

const fields = TRANSLATIONS.products!.fields;
const english = {
  name: "Hydroseal 200",
  short_description: "Waterproof coating",
  description: "A long description",
  features: ["UV stable", "Breathable"],
  applications: ["Roofs"],
  coverage: null,
};

describe("isBlank", () => {
  it("treats null, whitespace and lists without text as blank", () => {
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank("  \n")).toBe(true);
    expect(isBlank([])).toBe(true);
    expect(isBlank(["", " "])).toBe(true);
    expect(isBlank("x")).toBe(false);
    expect(isBlank(["", "x"])).toBe(false);
    expect(isBlank({ a: 1 })).toBe(false);
  });
});

describe("completeness", () => {
  it("counts only fields with English text (coverage is empty here: 5 to translate)", () => {
    expect(completeness(english, null, fields)).toEqual({
      filled: 0,
      total: 5,
      missing: ["name", "short_description", "description", "features", "applications"],
    });
  });

  it("counts translated fields, ignoring blank ones and translations of empty sources", () => {
    const c = completeness(
      english,
      {
        name: "हायड्रोसील 200",
        short_description: "   ",
        description: "लांब वर्णन",
        features: [],
        applications: ["छप्पर"],
        coverage: "१० m²",
      },
      fields,
    );
    expect(c).toEqual({ filled: 3, total: 5, missing: ["short_description", "features"] });
    expect(isComplete(c)).toBe(false);
  });

  it("is complete when every field with English text is translated", () => {
    const c = completeness(
      english,
      {
        name: "a",
        short_description: "b",
        description: "c",
        features: ["d"],
        applications: ["e"],
        coverage: null,
      },
      fields,
    );
    expect(c).toEqual({ filled: 5, total: 5, missing: [] });
    expect(isComplete(c)).toBe(true);
  });

  it("treats a record without any English text as complete (0/0)", () => {
    const c = completeness({ title: "", description: null }, null, TRANSLATIONS.videos!.fields);
    expect(c).toEqual({ filled: 0, total: 0, missing: [] });
    expect(isComplete(c)).toBe(true);
  });
});
