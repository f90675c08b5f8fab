import { describe, expect, it } from "vitest";
import {
  flatten,
  isLanguageNeutral,
  keyShape,
  placeholders,
  pluralCategories,
  splitPlural,
} from "./bundle-checks";

describe("bundle checks", () => {
  it("flattens nested sections", () => {
    expect([...flatten({ a: "x", b: { c: "y" } }, "s")]).toEqual([
      ["s.a", "x"],
      ["s.b.c", "y"],
    ]);
  });

  it("splits plural suffixes only at the end", () => {
    expect(splitPlural("items_one")).toEqual({ base: "items", suffix: "one" });
    expect(splitPlural("one_items")).toEqual({ base: "one_items", suffix: null });
    expect([
      ...(keyShape(
        new Map([
          ["a_one", ""],
          ["a_other", ""],
          ["b", ""],
        ]),
      ).get("a") ?? []),
    ]).toEqual(["one", "other"]);
  });

  it("finds placeholders with spaces and formats", () => {
    expect(placeholders("{{count}} of {{ total }} {{date, datetime}} {{count}}")).toEqual([
      "count",
      "date",
      "total",
    ]);
  });

  it("knows CLDR plural categories", () => {
    expect(pluralCategories("ja")).toEqual(["other"]);
    expect(pluralCategories("pl")).toEqual(["few", "many", "one", "other"]);
    expect(pluralCategories("ar")).toEqual(["few", "many", "one", "other", "two", "zero"]);
  });

  it("treats placeholder-only values as language neutral", () => {
    expect(isLanguageNeutral("{{count}}+")).toBe(true);
    expect(isLanguageNeutral("{{percent}}%")).toBe(true);
    expect(isLanguageNeutral("Home")).toBe(false);
  });
});
