import { treatedArea, type AreaBreakdown, type SurfaceType } from "./area";
import { packsForUnit, type Coverage, type MaterialUnit, type PackSize } from "./coverage";
import { choosePacks, type PackMix } from "./packs";
import {
  MAX_AREA_M2,
  validateParams,
  type CalculatorParams,
  type FieldIssue,
  type TextField,
  type ValidInputs,
} from "./params";
import { materialQuantity, primerQuantity, type MaterialQuantity } from "./quantity";

export interface CalculatorProduct {
  slug: string;
  name: string;
  coverage: Coverage;
  packSizes: PackSize[];
  tdsUrl: string | null;
}

export interface PrimerEstimate {
  product: CalculatorProduct;
  /** Rate per m² for all its coats. */
  rate: number;
  wastage: number;
  quantity: number;
  packs: PackMix | null;
}

export interface Estimate {
  surface: SurfaceType;
  /** The validated inputs, in SI. */
  inputs: ValidInputs;
  /** Null when the area was typed directly or the product is dosed per cement bag. */
  breakdown: AreaBreakdown | null;
  /** Treated area in m². */
  area: number;
  coats: number;
  wastage: number;
  cementBags: number;
  material: MaterialQuantity;
  packs: PackMix | null;
  packUnit: MaterialUnit;
  primer: PrimerEstimate | null;
}

export type EstimateResult =
  { ok: true; estimate: Estimate } | { ok: false; issues: Partial<Record<TextField, FieldIssue>> };

/** Default coats and wastage for a product (CALCULATOR.md: 10 %, 5 % cutting waste for rolls). */
export function productDefaults(coverage: Coverage) {
  return {
    coats: coverage.coats,
    wastage: coverage.kind === "membrane" ? 5 : 10,
    needs: coverage.kind === "cement_admixture" ? ("cement" as const) : ("area" as const),
    usesCoats: coverage.kind === "liquid" || coverage.kind === "membrane",
  };
}

/** Primer wastage: the product's when it is a liquid, else the liquid default of 10 %. */
const PRIMER_WASTAGE_DEFAULT = 0.1;

export function computeEstimate(
  params: CalculatorParams,
  product: CalculatorProduct,
  primer: CalculatorProduct | null,
): EstimateResult {
  const defaults = productDefaults(product.coverage);
  const checked = validateParams(params, defaults);
  if (!checked.ok) return checked;
  const { inputs } = checked;

  let breakdown: AreaBreakdown | null = null;
  let area = 0;
  if (defaults.needs === "area") {
    if (inputs.area !== null) {
      area = inputs.area;
    } else {
      breakdown = treatedArea(params.surface, inputs);
      area = breakdown.total;
    }
    if (area > MAX_AREA_M2 + 1e-9) {
      const field: TextField = inputs.area !== null ? "area" : "length";
      return { ok: false, issues: { [field]: { code: "areaTooLarge" } } };
    }
    if (!(area > 0)) {
      return { ok: false, issues: { windows: { code: "openingsTooLarge" } } };
    }
  }

  const material = materialQuantity(product.coverage, {
    area,
    coats: inputs.coats,
    wastage: inputs.wastage,
    cementBags: inputs.cementBags,
  });
  const packUnit = material.unit;
  const packSizes = packsForUnit(product.packSizes, packUnit).map((p) => p.size);
  const packs = choosePacks(material.total, packSizes);

  let primerEstimate: PrimerEstimate | null = null;
  if (primer && defaults.needs === "area") {
    const wastage = product.coverage.kind === "membrane" ? PRIMER_WASTAGE_DEFAULT : inputs.wastage;
    const quantity = primerQuantity(primer.coverage, { area, wastage });
    if (
      quantity !== null &&
      (primer.coverage.kind === "liquid" || primer.coverage.kind === "system")
    ) {
      const rate =
        primer.coverage.kind === "liquid"
          ? primer.coverage.perCoat * primer.coverage.coats
          : primer.coverage.perM2;
      primerEstimate = {
        product: primer,
        rate,
        wastage,
        quantity,
        packs: choosePacks(
          quantity,
          packsForUnit(primer.packSizes, primer.coverage.unit).map((p) => p.size),
        ),
      };
    }
  }

  return {
    ok: true,
    estimate: {
      surface: params.surface,
      inputs,
      breakdown,
      area,
      coats: inputs.coats,
      wastage: inputs.wastage,
      cementBags: inputs.cementBags,
      material,
      packs,
      packUnit,
      primer: primerEstimate,
    },
  };
}
