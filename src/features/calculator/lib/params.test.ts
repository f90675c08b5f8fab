import { describe, expect, it } from "vitest";
import type { CalculatorProduct } from "./estimate";
import { computeEstimate } from "./estimate";
import {
  DEFAULT_PARAMS,
  parseDecimal,
  parseParams,
  serializeParams,
  type CalculatorParams,
} from "./params";
import { roundArea, roundQuantity } from "./units";

const acrylic: CalculatorProduct = {
  slug: "roof-coat",
  name: "Roof Coat",
  coverage: { kind: "liquid", unit: "kg", perCoat: 0.75, coats: 2, primerSlug: "primer" },
  packSizes: [{ size: 20, unit: "kg" }],
  tdsUrl: null,
};
const primer: CalculatorProduct = {
  slug: "primer",
  name: "Primer",
  coverage: { kind: "liquid", unit: "kg", perCoat: 0.25, coats: 1 },
  packSizes: [{ size: 5, unit: "kg" }],
  tdsUrl: null,
};
const terrace = (over: Partial<CalculatorParams> = {}): CalculatorParams => ({
  ...DEFAULT_PARAMS,
  product: "roof-coat",
  length: "10",
  width: "8",
  ...over,
});

describe("URL state", () => {
  it("round-trips every field and keeps only what differs from the defaults", () => {
    const params: CalculatorParams = {
      ...DEFAULT_PARAMS,
      surface: "wall",
      unit: "ft",
      mode: "dimensions",
      length: "32.8",
      width: "26.2",
      height: "9.8",
      doors: "1",
      windows: "4",
      product: "jalkavach-weather-coat",
      coats: "2",
      wastage: "12",
      floor: true,
    };
    const search = serializeParams(params);
    expect(search.toString()).toBe(
      "product=jalkavach-weather-coat&surface=wall&unit=ft&l=32.8&w=26.2&h=9.8&doors=1&windows=4&coats=2&waste=12&floor=1",
    );
    expect(parseParams(new URLSearchParams(search.toString()))).toEqual(params);
    expect(serializeParams(DEFAULT_PARAMS).toString()).toBe("");
  });

  it("ignores unknown surfaces and units and cuts long values", () => {
    const p = parseParams(new URLSearchParams(`surface=moon&unit=yards&l=${"9".repeat(100)}`));
    expect(p.surface).toBe("terrace");
    expect(p.unit).toBe("m");
    expect(p.length).toHaveLength(40);
  });
});

describe("parseDecimal", () => {
  it("reads numbers as typed and nothing else", () => {
    expect(parseDecimal("12")).toBe(12);
    expect(parseDecimal(" 12.5 ")).toBe(12.5);
    expect(parseDecimal("12,5")).toBe(12.5);
    expect(parseDecimal("-3")).toBe(-3);
    for (const bad of ["", "abc", "12abc", "1e3", "Infinity", "NaN", "0x10", "1.2.3"]) {
      expect(parseDecimal(bad), bad).toBeNaN();
    }
  });
});

describe("computeEstimate", () => {
  it("the terrace example: 90.8 m², 149.8 kg in 8 x 20 kg, primer 24.97 kg in 5 x 5 kg", () => {
    const result = computeEstimate(terrace(), acrylic, primer);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const e = result.estimate;
    expect(roundArea(e.area)).toBe(90.8);
    expect(e.coats).toBe(2);
    expect(e.wastage).toBe(0.1);
    expect(roundQuantity(e.material.total)).toBe(149.8);
    expect(e.packs?.lines).toEqual([{ size: 20, count: 8 }]);
    expect(roundQuantity(e.primer!.quantity)).toBe(24.97);
    expect(e.primer!.packs?.lines).toEqual([{ size: 5, count: 5 }]);
  });

  it("feet give the same estimate", () => {
    const result = computeEstimate(
      terrace({ unit: "ft", length: "32.808", width: "26.2464", height: "0.98424" }),
      acrylic,
      null,
    );
    if (!result.ok) throw new Error("invalid");
    expect(roundArea(result.estimate.area)).toBe(90.8);
    expect(result.estimate.packs?.lines).toEqual([{ size: 20, count: 8 }]);
  });

  it("the area typed directly", () => {
    const result = computeEstimate(terrace({ mode: "area", area: "90.8" }), acrylic, null);
    expect(result.ok && roundQuantity(result.estimate.material.total)).toBe(149.8);
  });

  it("refuses empty, zero, negative, non-numeric and absurd input at the field", () => {
    const issue = (over: Partial<CalculatorParams>) => {
      const r = computeEstimate(terrace(over), acrylic, null);
      return r.ok ? null : r.issues;
    };
    expect(issue({ length: "" })).toEqual({ length: { code: "required" } });
    expect(issue({ length: "0" })).toEqual({ length: { code: "notPositive" } });
    expect(issue({ width: "-4" })).toEqual({ width: { code: "notPositive" } });
    expect(issue({ width: "eight" })).toEqual({ width: { code: "notNumber" } });
    expect(issue({ length: "5000" })).toEqual({ length: { code: "tooLarge", max: 1000 } });
    expect(issue({ length: "200", width: "200" })).toEqual({ length: { code: "areaTooLarge" } });
    expect(issue({ mode: "area", area: "20000" })).toEqual({
      area: { code: "tooLarge", max: 10000 },
    });
    expect(issue({ height: "-1" })).toEqual({ height: { code: "negative" } });
    expect(issue({ coats: "1.5" })).toEqual({ coats: { code: "notWhole" } });
    expect(issue({ wastage: "80" })).toEqual({ wastage: { code: "tooLarge", max: 50 } });
    expect(issue({ height: "0" })).toBeNull();
  });

  it("openings larger than the wall are refused", () => {
    const r = computeEstimate(
      terrace({ surface: "wall", length: "1", width: "1", height: "1", doors: "10" }),
      acrylic,
      null,
    );
    expect(r.ok ? null : r.issues).toEqual({ windows: { code: "openingsTooLarge" } });
  });
});
