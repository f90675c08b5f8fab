import { describe, expect, it } from "vitest";
import { treatedArea } from "./area";
import { parseCoverage, type Coverage } from "./coverage";
import { choosePacks } from "./packs";
import { materialQuantity, primerQuantity } from "./quantity";
import { roundArea, roundQuantity } from "./units";

/** Every worked example of CALCULATOR.md, to the printed figure. */
function coverage(raw: unknown): Coverage {
  const c = parseCoverage(raw);
  if (!c) throw new Error("bad coverage");
  return c;
}

const packText = (q: number, sizes: number[]) =>
  choosePacks(q, sizes)!
    .lines.map((l) => `${l.count} x ${l.size}`)
    .join(" + ");

describe("terrace 10 m x 8 m, upturn 0.3 m", () => {
  const area = treatedArea("terrace", { length: 10, width: 8, height: 0.3 });

  it("has P = 36 m and A = 80 + 10.8 = 90.8 m²", () => {
    expect(area.perimeter).toBe(36);
    expect(area.parts.map((p) => roundArea(p.value))).toEqual([80, 10.8]);
    expect(roundArea(area.total)).toBe(90.8);
  });

  it("acrylic coating 2 x 0.75 kg/m², w 10 %: 149.8 kg, 8 x 20 kg", () => {
    const c = coverage({ kind: "liquid", unit: "kg", per_coat: 0.75, coats: 2 });
    const q = materialQuantity(c, { area: area.total, coats: 2, wastage: 0.1 });
    expect(roundQuantity(q.total)).toBe(149.8);
    expect(roundQuantity(q.perCoat!)).toBe(74.91);
    expect(packText(q.total, [20])).toBe("8 x 20");
  });

  it("acrylic primer 0.25 kg/m², w 10 %: 24.97 kg, 5 x 5 kg", () => {
    const p = coverage({ kind: "liquid", unit: "kg", per_coat: 0.25, coats: 1 });
    const q = primerQuantity(p, { area: area.total, wastage: 0.1 })!;
    expect(roundQuantity(q)).toBe(24.97);
    expect(packText(q, [5])).toBe("5 x 5");
  });

  it("cementitious 2-component 2 x 1.5 kg/m², w 10 %: 299.6 kg, 12 x 25 kg kits", () => {
    const c = coverage({ kind: "liquid", unit: "kg", per_coat: 1.5, coats: 2 });
    const q = materialQuantity(c, { area: area.total, coats: 2, wastage: 0.1 });
    expect(roundQuantity(q.total)).toBe(299.6);
    expect(packText(q.total, [25])).toBe("12 x 25");
  });

  it("polyurethane membrane 1.6 kg/m² system, w 10 %: 159.8 kg, 8 x 20 kg", () => {
    const c = coverage({ kind: "system", unit: "kg", per_coat: 1.6, coats: 1 });
    const q = materialQuantity(c, { area: area.total, coats: 1, wastage: 0.1 });
    expect(roundQuantity(q.total)).toBe(159.8);
    expect(q.perCoat).toBeNull();
    expect(packText(q.total, [20])).toBe("8 x 20");
  });

  it("APP roll 1 m x 10 m, laps 0.10/0.15 m, 1 layer, w_cut 5 %: A_eff 8.865 m², 10.75, 11 rolls", () => {
    const c = coverage({
      kind: "membrane",
      roll: { width: 1, length: 10, side_lap: 0.1, end_lap: 0.15 },
      coats: 1,
    });
    const q = materialQuantity(c, { area: area.total, coats: 1, wastage: 0.05 });
    expect(q.effectiveRollArea).toBeCloseTo(8.865, 10);
    expect(roundQuantity(q.exact)).toBe(10.75);
    expect(q.total).toBe(11);
    expect(packText(q.total, [1])).toBe("11 x 1");
  });

  it("bituminous primer 0.40 L/m², w 10 %: 39.95 L, 2 x 20 L", () => {
    const p = coverage({ kind: "liquid", unit: "L", per_coat: 0.4, coats: 1 });
    const q = primerQuantity(p, { area: area.total, wastage: 0.1 })!;
    expect(roundQuantity(q)).toBe(39.95);
    expect(packText(q, [20])).toBe("2 x 20");
  });
});

describe("the other surfaces", () => {
  it("bathroom 2.5 m x 2.0 m, band 0.3 m: P 9 m, A 7.7 m²; 3 kg/m², w 10 %: 25.41 kg", () => {
    const a = treatedArea("bathroom", { length: 2.5, width: 2, height: 0.3 });
    expect(a.perimeter).toBe(9);
    expect(a.parts.map((p) => roundArea(p.value))).toEqual([5, 2.7]);
    expect(roundArea(a.total)).toBe(7.7);
    const c = coverage({ kind: "system", unit: "kg", per_coat: 3 });
    expect(
      roundQuantity(materialQuantity(c, { area: a.total, coats: 1, wastage: 0.1 }).total),
    ).toBe(25.41);
  });

  it("water tank 3 x 2 x 1.5 m, no soffit: A 21 m²; crystalline 2 x 0.8, w 10 %: 36.96 kg, 2 x 25 kg", () => {
    const a = treatedArea("tank", { length: 3, width: 2, height: 1.5 });
    expect(a.perimeter).toBe(10);
    expect(roundArea(a.total)).toBe(21);
    const c = coverage({ kind: "liquid", unit: "kg", per_coat: 0.8, coats: 2 });
    const q = materialQuantity(c, { area: a.total, coats: 2, wastage: 0.1 });
    expect(roundQuantity(q.total)).toBe(36.96);
    expect(packText(q.total, [25])).toBe("2 x 25");
  });

  it("tank soffit adds the floor area again", () => {
    const a = treatedArea("tank", { length: 3, width: 2, height: 1.5, includeSoffit: true });
    expect(roundArea(a.total)).toBe(27);
  });

  it("external wall P 36 m x 3 m, 1 door, 4 windows: 100.49 m²; 2.32 m²/L system: 47.65 L, 2 x 20 L + 2 x 4 L", () => {
    const a = treatedArea("wall", { length: 10, width: 8, height: 3, doors: 1, windows: 4 });
    expect(a.perimeter).toBe(36);
    expect(a.parts.map((p) => roundArea(p.value))).toEqual([108, -1.95, -5.56]);
    expect(roundArea(a.total)).toBe(100.49);
    const c = coverage({ kind: "system", unit: "L", rate_m2_per_unit: 2.32, coats: 1 });
    const q = materialQuantity(c, { area: a.total, coats: 1, wastage: 0.1 });
    expect(roundQuantity(q.total)).toBe(47.65);
    expect(packText(q.total, [20, 4])).toBe("2 x 20 + 2 x 4");
    expect(choosePacks(q.total, [20, 4])!.leftover).toBeCloseTo(48 - 47.65, 1);
  });

  it("basement: walls P x D, plus the floor when asked", () => {
    expect(treatedArea("basement", { length: 10, width: 8, height: 3 }).total).toBe(108);
    expect(
      treatedArea("basement", { length: 10, width: 8, height: 3, includeFloor: true }).total,
    ).toBe(188);
  });

  it("bathroom shower walls are added", () => {
    const a = treatedArea("bathroom", {
      length: 2.5,
      width: 2,
      height: 0.3,
      showerWidth: 1.2,
      showerHeight: 2.1,
    });
    expect(roundArea(a.total)).toBe(10.22);
  });

  it("cement admixture: bags x dose x (1 + w)", () => {
    const c = coverage({
      kind: "cement_admixture",
      unit: "kg",
      per_coat: 0.2,
      per_cement_bag: 0.2,
      cement_bag_kg: 50,
    });
    const q = materialQuantity(c, { area: 0, coats: 1, wastage: 0, cementBags: 100 });
    expect(q.total).toBeCloseTo(20, 10);
  });
});
