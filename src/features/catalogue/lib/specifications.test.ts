import { describe, expect, it } from "vitest";
import { hasCoverageData, normalizePackSizes, normalizeSpecifications } from "./specifications";

describe("normalizeSpecifications", () => {
  it("reads an array of {key, value}", () => {
    expect(
      normalizeSpecifications([
        { key: "Density", value: "1.4 kg/L" },
        { key: " Pot life ", value: 45 },
        { key: "Blank", value: "" },
        { key: "", value: "x" },
        "junk",
      ]),
    ).toEqual([
      { key: "Density", value: "1.4 kg/L" },
      { key: "Pot life", value: "45" },
    ]);
  });

  it("reads an object {key: value} in order, joining lists", () => {
    expect(
      normalizeSpecifications({ Colour: ["Grey", "White"], Flexible: true, Empty: null }),
    ).toEqual([
      { key: "Colour", value: "Grey, White" },
      { key: "Flexible", value: "true" },
    ]);
  });

  it("gives nothing for anything else", () => {
    expect(normalizeSpecifications(null)).toEqual([]);
    expect(normalizeSpecifications("Density")).toEqual([]);
  });
});

describe("normalizePackSizes", () => {
  it("keeps labels and makes one when there is none", () => {
    expect(
      normalizePackSizes([
        { size: 20, unit: "kg", label: "20 kg bucket" },
        { size: 1, unit: "roll" },
        { size: 0, unit: "kg" },
        { unit: "L" },
      ]),
    ).toEqual([
      { size: 20, unit: "kg", label: "20 kg bucket" },
      { size: 1, unit: "roll", label: "1 roll" },
    ]);
    expect(normalizePackSizes({})).toEqual([]);
  });
});

describe("hasCoverageData", () => {
  it("is true only for an object with a kind", () => {
    expect(hasCoverageData({ kind: "liquid", unit: "kg", per_coat: 1 })).toBe(true);
    expect(hasCoverageData(null)).toBe(false);
    expect(hasCoverageData([])).toBe(false);
    expect(hasCoverageData({ unit: "kg" })).toBe(false);
  });
});
