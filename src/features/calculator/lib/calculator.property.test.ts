import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { treatedArea, SURFACE_TYPES } from "./area";
import type { Coverage } from "./coverage";
import { choosePacks } from "./packs";
import { materialQuantity } from "./quantity";

const liquid: Coverage = { kind: "liquid", unit: "kg", perCoat: 0.75, coats: 2 };
const system: Coverage = { kind: "system", unit: "L", perM2: 1 / 2.32, rate: 2.32, coats: 1 };
const membrane: Coverage = {
  kind: "membrane",
  unit: "roll",
  roll: { width: 1, length: 10, sideLap: 0.1, endLap: 0.15 },
  coats: 1,
};
const coverages = fc.constantFrom(liquid, system, membrane);
const area = fc.double({ min: 0.01, max: 10_000, noNaN: true });
const coats = fc.integer({ min: 1, max: 10 });
const wastage = fc.double({ min: 0, max: 0.5, noNaN: true });
const dim = fc.double({ min: 0.1, max: 100, noNaN: true });

describe("quantity is monotone", () => {
  it("never decreases when area, coats or wastage grow", () => {
    fc.assert(
      fc.property(
        coverages,
        area,
        area,
        coats,
        coats,
        wastage,
        wastage,
        (c, a1, a2, c1, c2, w1, w2) => {
          const lo = materialQuantity(c, {
            area: Math.min(a1, a2),
            coats: Math.min(c1, c2),
            wastage: Math.min(w1, w2),
          });
          const hi = materialQuantity(c, {
            area: Math.max(a1, a2),
            coats: Math.max(c1, c2),
            wastage: Math.max(w1, w2),
          });
          expect(hi.total).toBeGreaterThanOrEqual(lo.total);
        },
      ),
    );
  });

  it("the treated area never decreases when a dimension grows", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SURFACE_TYPES.filter((s) => s !== "wall")),
        dim,
        dim,
        dim,
        fc.double({ min: 0, max: 10, noNaN: true }),
        (surface, l, w, h, grow) => {
          const a = treatedArea(surface, { length: l, width: w, height: h }).total;
          expect(
            treatedArea(surface, { length: l + grow, width: w, height: h }).total,
          ).toBeGreaterThanOrEqual(a);
          expect(
            treatedArea(surface, { length: l, width: w + grow, height: h }).total,
          ).toBeGreaterThanOrEqual(a);
          expect(
            treatedArea(surface, { length: l, width: w, height: h + grow }).total,
          ).toBeGreaterThanOrEqual(a);
        },
      ),
    );
  });
});

const sizes = fc.uniqueArray(fc.constantFrom<number>(0.28, 0.3, 0.6, 1, 4, 5, 10, 20, 25, 250), {
  minLength: 1,
  maxLength: 3,
});

/** Every mix with up to `limit` packs of each size, as integer thousandths. */
function bruteForce(quantity: number, packSizes: number[]) {
  const units = packSizes.map((s) => Math.round(s * 1000));
  const target = quantity > 0 ? Math.max(1, Math.ceil(quantity * 1000 - 1e-9)) : 0;
  let best = Number.POSITIVE_INFINITY;
  const walk = (i: number, sum: number) => {
    if (sum >= target) {
      best = Math.min(best, sum);
      return;
    }
    if (i === units.length) return;
    for (let n = 0; ; n++) {
      const s = sum + n * units[i]!;
      walk(i + 1, s);
      if (s >= target) break;
    }
  };
  walk(0, 0);
  return best / 1000;
}

describe("packs", () => {
  it("always cover the quantity", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 50_000, noNaN: true }), sizes, (q, s) => {
        const mix = choosePacks(q, s)!;
        expect(mix.total).toBeGreaterThanOrEqual(q - 1e-9);
        expect(mix.leftover).toBeGreaterThanOrEqual(0);
        expect(mix.lines.every((l) => l.count > 0 && s.includes(l.size))).toBe(true);
      }),
    );
  });

  it("leave the least leftover of all mixes", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 120, noNaN: true }), sizes, (q, s) => {
        const mix = choosePacks(q, s)!;
        expect(mix.total).toBeCloseTo(bruteForce(q, s), 6);
      }),
      { numRuns: 300 },
    );
  });
});
