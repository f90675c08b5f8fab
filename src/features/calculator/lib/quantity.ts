import type { Coverage, MaterialUnit } from "./coverage";

/**
 * Material quantities (CALCULATOR.md, Formulas 2 and 3). Wastage w is a fraction (0.1 = 10 %).
 * - liquid: Q = A x c x coats x (1 + w); per coat A x c x (1 + w)
 * - system: Q = A x c_sys x (1 + w) (a whole-system rate R_sys gives c_sys = 1 / R_sys)
 * - membrane: N = ceil(A x layers x (1 + w_cut) / A_eff), A_eff = (width - side lap) x (length - end lap)
 * - cement admixture: Q = cement bags x dose per bag x (1 + w)
 */
export interface MaterialQuantity {
  unit: MaterialUnit;
  /** Quantity per coat (liquids; null for whole-system rates, membranes and admixtures). */
  perCoat: number | null;
  /** The exact quantity before rounding up to packs (membranes: rolls as a fraction). */
  exact: number;
  /** What must be bought: membranes round up to whole rolls. */
  total: number;
  /** Membranes: effective area of one roll. */
  effectiveRollArea?: number;
}

export function materialQuantity(
  coverage: Coverage,
  input: { area: number; coats: number; wastage: number; cementBags?: number },
): MaterialQuantity {
  const { area, coats, wastage } = input;
  switch (coverage.kind) {
    case "liquid": {
      const perCoat = area * coverage.perCoat * (1 + wastage);
      const exact = area * coverage.perCoat * coats * (1 + wastage);
      return { unit: coverage.unit, perCoat, exact, total: exact };
    }
    case "system": {
      const exact = area * coverage.perM2 * (1 + wastage);
      return { unit: coverage.unit, perCoat: null, exact, total: exact };
    }
    case "membrane": {
      const { width, length, sideLap, endLap } = coverage.roll;
      const effective = (width - sideLap) * (length - endLap);
      const exact = (area * coats * (1 + wastage)) / effective;
      // Float noise (10.000000001) must not cost a whole roll.
      const total = Math.ceil(exact - 1e-9);
      return { unit: "roll", perCoat: null, exact, total, effectiveRollArea: effective };
    }
    case "cement_admixture": {
      const exact = (input.cementBags ?? 0) * coverage.perBag * (1 + wastage);
      return { unit: coverage.unit, perCoat: null, exact, total: exact };
    }
  }
}

/** The primer: Q_p = A x p x coats_p x (1 + w). */
export function primerQuantity(
  primer: Coverage,
  input: { area: number; wastage: number },
): number | null {
  if (primer.kind !== "liquid" && primer.kind !== "system") return null;
  const rate = primer.kind === "liquid" ? primer.perCoat * primer.coats : primer.perM2;
  return input.area * rate * (1 + input.wastage);
}
