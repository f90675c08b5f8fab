import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SURFACE_TYPES } from "./area";
import { packsForUnit, parseCoverage } from "./coverage";
import type { CalculatorProduct } from "./estimate";
import { computeEstimate } from "./estimate";
import { DEFAULT_PARAMS, parseParams, serializeParams, type CalculatorParams } from "./params";
import {
  computeProject,
  isProjectSearch,
  MAX_PROJECT_AREAS,
  parseProject,
  primerOf,
  serializeProject,
} from "./project";

function product(
  slug: string,
  raw: unknown,
  packs: [number, "kg" | "L" | "roll" | "bag"][],
): CalculatorProduct {
  const coverage = parseCoverage(raw);
  if (!coverage) throw new Error(`bad coverage for ${slug}`);
  return {
    slug,
    name: slug,
    coverage,
    packSizes: packs.map(([size, unit]) => ({ size, unit })),
    tdsUrl: null,
  };
}

const PRODUCTS: CalculatorProduct[] = [
  product(
    "acrylic",
    { kind: "liquid", unit: "kg", per_coat: 0.75, coats: 2, primer_slug: "primer" },
    [
      [20, "kg"],
      [4, "kg"],
    ],
  ),
  product("primer", { kind: "liquid", unit: "kg", per_coat: 0.25, coats: 1 }, [
    [5, "kg"],
    [1, "kg"],
  ]),
  product("cementitious", { kind: "liquid", unit: "kg", per_coat: 1.5, coats: 2 }, [[25, "kg"]]),
  product("wall-coat", { kind: "system", unit: "L", rate_m2_per_unit: 2.32 }, [
    [20, "L"],
    [4, "L"],
    [1, "L"],
  ]),
  product(
    "app-roll",
    { kind: "membrane", roll: { width: 1, length: 10, side_lap: 0.1, end_lap: 0.15 } },
    [[1, "roll"]],
  ),
];

const area = (patch: Partial<CalculatorParams>): CalculatorParams => ({
  ...DEFAULT_PARAMS,
  ...patch,
});

/**
 * Brute force over pack combinations: every count of every size up to what covers the
 * quantity alone; the least total at or above the quantity, then the fewest packs.
 */
function bruteForce(quantity: number, sizes: number[]): { total: number; packs: number } {
  const units = sizes.map((s) => Math.round(s * 1000));
  const target = Math.ceil(quantity * 1000 - 1e-6);
  let best = { total: Infinity, packs: Infinity };
  const walk = (i: number, sum: number, packs: number) => {
    if (i === units.length) {
      if (sum < target) return;
      if (sum < best.total || (sum === best.total && packs < best.packs))
        best = { total: sum, packs };
      return;
    }
    const max = Math.ceil(target / units[i]!) + 1;
    for (let n = 0; n <= max; n++) walk(i + 1, sum + n * units[i]!, packs + n);
  };
  walk(0, 0, 0);
  return { total: best.total / 1000, packs: best.packs };
}

describe("computeProject", () => {
  it("totals a terrace and a bathroom with the same coating into one pack mix", () => {
    const project = computeProject(
      [
        area({ product: "acrylic", surface: "terrace", length: "10", width: "8" }),
        area({ product: "acrylic", surface: "bathroom", length: "2.5", width: "2" }),
      ],
      PRODUCTS,
    );
    expect(project.complete).toBe(true);
    const [coating, primer] = project.totals;
    // (90.8 + 7.7) m² x 1.5 kg/m² x 1.1 = 162.525 kg: 8 x 20 kg + 1 x 4 kg (164 kg, 1.475 left).
    expect(coating!.product.slug).toBe("acrylic");
    expect(coating!.quantity).toBeCloseTo(162.525, 9);
    expect(coating!.packs!.lines).toEqual([
      { size: 20, count: 8 },
      { size: 4, count: 1 },
    ]);
    expect(coating!.areas).toEqual([0, 1]);
    // The primer of both areas: 98.5 m² x 0.25 x 1.1 = 27.0875 kg: 5 x 5 kg + 3 x 1 kg.
    expect(primer!.product.slug).toBe("primer");
    expect(primer!.isPrimer).toBe(true);
    expect(primer!.quantity).toBeCloseTo(27.0875, 9);
    expect(primer!.packs!.lines).toEqual([
      { size: 5, count: 5 },
      { size: 1, count: 3 },
    ]);
  });

  it("keeps one total per product and rounds membrane rolls up once for the project", () => {
    const project = computeProject(
      [
        area({ product: "app-roll", surface: "terrace", mode: "area", area: "40" }),
        area({ product: "app-roll", surface: "terrace", mode: "area", area: "40" }),
        area({ product: "wall-coat", surface: "wall", length: "10", width: "8", height: "3" }),
      ],
      PRODUCTS,
    );
    const rolls = project.totals.find((t) => t.product.slug === "app-roll")!;
    // 80 m² x 1.05 / 8.865 = 9.48 rolls: 10 (each area alone would round 4.74 up to 5).
    expect(rolls.quantity).toBe(10);
    expect(rolls.packs!.packCount).toBe(10);
    expect(project.totals.map((t) => t.product.slug)).toEqual(["app-roll", "wall-coat"]);
  });

  it("reports an incomplete area and leaves it out of the totals", () => {
    const project = computeProject(
      [
        area({ product: "cementitious", surface: "tank", length: "3", width: "2", height: "1.5" }),
        area({ product: "cementitious", surface: "tank", length: "3" }),
      ],
      PRODUCTS,
    );
    expect(project.complete).toBe(false);
    expect(project.areas[1]!.result.ok).toBe(false);
    // 21 m² x 3 kg/m² x 1.1 = 69.3 kg: 3 x 25 kg.
    expect(project.totals).toHaveLength(1);
    expect(project.totals[0]!.quantity).toBeCloseTo(69.3, 9);
    expect(project.totals[0]!.packs!.lines).toEqual([{ size: 25, count: 3 }]);
  });

  it("matches the sum of the areas and a brute force over pack combinations", () => {
    // Up to 12 m x 12 m and 3 m high: enough to mix every pack size, small enough to enumerate.
    const dim = fc.integer({ min: 1, max: 120 }).map((n) => String(n / 10));
    const height = fc.integer({ min: 1, max: 30 }).map((n) => String(n / 10));
    const areaArb = fc.record({
      product: fc.constantFrom(...PRODUCTS.map((p) => p.slug).filter((s) => s !== "app-roll")),
      surface: fc.constantFrom(...SURFACE_TYPES),
      length: dim,
      width: dim,
      height,
    });
    fc.assert(
      fc.property(fc.array(areaArb, { minLength: 1, maxLength: 4 }), (raw) => {
        const areas = raw.map((a) => area(a));
        const project = computeProject(areas, PRODUCTS);
        for (const total of project.totals) {
          let sum = 0;
          areas.forEach((params) => {
            const p = PRODUCTS.find((x) => x.slug === params.product)!;
            const r = computeEstimate(params, p, primerOf(p, PRODUCTS));
            if (!r.ok) return;
            if (p.slug === total.product.slug) sum += r.estimate.material.exact;
            if (r.estimate.primer?.product.slug === total.product.slug)
              sum += r.estimate.primer.quantity;
          });
          expect(total.quantity).toBeCloseTo(sum, 6);
          const sizes = packsForUnit(total.product.packSizes, total.unit).map((s) => s.size);
          const brute = bruteForce(total.quantity, sizes);
          expect(total.packs!.total).toBeCloseTo(brute.total, 6);
          expect(total.packs!.packCount).toBe(brute.packs);
          expect(total.packs!.leftover).toBeCloseTo(brute.total - total.quantity, 2);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe("project URL", () => {
  it("round-trips its areas and leaves the single estimate's URL alone", () => {
    const areas = [
      area({ product: "acrylic", surface: "terrace", length: "10", width: "8" }),
      area({ product: "wall-coat", surface: "wall", unit: "ft", length: "30", doors: "1" }),
      area({}),
    ];
    const search = serializeProject(areas);
    expect(isProjectSearch(search)).toBe(true);
    expect(parseProject(new URLSearchParams(search.toString()))).toEqual(areas);

    const single = serializeParams(area({ product: "acrylic", length: "10", width: "8" }));
    expect(isProjectSearch(single)).toBe(false);
    expect(parseParams(single).length).toBe("10");
  });

  it("reads at most MAX_PROJECT_AREAS areas and ignores malformed values", () => {
    const search = new URLSearchParams();
    for (let i = 0; i < MAX_PROJECT_AREAS + 5; i++) search.append("a", "surface=nope&l=abc");
    const areas = parseProject(search);
    expect(areas).toHaveLength(MAX_PROJECT_AREAS);
    expect(areas[0]!.surface).toBe("terrace");
    expect(computeProject(areas, PRODUCTS).complete).toBe(false);
  });
});
