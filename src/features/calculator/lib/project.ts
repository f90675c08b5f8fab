import { packsForUnit, type MaterialUnit } from "./coverage";
import { computeEstimate, type CalculatorProduct, type EstimateResult } from "./estimate";
import { choosePacks, type PackMix } from "./packs";
import { DEFAULT_PARAMS, parseParams, serializeParams, type CalculatorParams } from "./params";

/**
 * The whole-project estimate: several areas (a terrace, a bathroom, a tank...), each with its
 * own surface, dimensions, product and coats, totalled per product into packs with the least
 * leftover (the single estimate's pack rule, applied once to each product's total).
 */
export const MAX_PROJECT_AREAS = 10;
/** URL key of each area: `?a=<that area's own query>&a=...` (a single estimate has none). */
export const AREA_KEY = "a";

export interface AreaEstimate {
  params: CalculatorParams;
  product: CalculatorProduct;
  result: EstimateResult;
}

export interface ProductTotal {
  product: CalculatorProduct;
  unit: MaterialUnit;
  /** Sum of the areas' exact quantities (membranes: rolls as a fraction, rounded up once). */
  quantity: number;
  packs: PackMix | null;
  /** The areas (0-based) that use this product, as material or as primer. */
  areas: number[];
  isPrimer: boolean;
}

export interface ProjectEstimate {
  areas: AreaEstimate[];
  totals: ProductTotal[];
  /** True when every area is complete and valid. */
  complete: boolean;
}

export function isProjectSearch(search: URLSearchParams): boolean {
  return search.has(AREA_KEY);
}

/** The areas of a project URL (at most MAX_PROJECT_AREAS; each read like a single estimate). */
export function parseProject(search: URLSearchParams): CalculatorParams[] {
  return search
    .getAll(AREA_KEY)
    .slice(0, MAX_PROJECT_AREAS)
    .map((q) => parseParams(new URLSearchParams(q.slice(0, 1000))));
}

export function serializeProject(areas: CalculatorParams[]): URLSearchParams {
  const search = new URLSearchParams();
  // An empty area still needs a value, or the project would lose it.
  for (const area of areas.slice(0, MAX_PROJECT_AREAS))
    search.append(AREA_KEY, serializeParams(area).toString() || "surface=terrace");
  return search;
}

/** A new area: the last area's product and unit, so a project keeps one system by default. */
export function newArea(previous: CalculatorParams | undefined): CalculatorParams {
  return {
    ...DEFAULT_PARAMS,
    product: previous?.product ?? "",
    unit: previous?.unit ?? DEFAULT_PARAMS.unit,
  };
}

export function primerOf(
  product: CalculatorProduct,
  products: CalculatorProduct[],
): CalculatorProduct | null {
  const slug = product.coverage.primerSlug;
  return (slug && products.find((p) => p.slug === slug)) || null;
}

function roundUpRolls(value: number): number {
  return Math.ceil(value - 1e-9);
}

export function computeProject(
  areas: CalculatorParams[],
  products: CalculatorProduct[],
): ProjectEstimate {
  const estimates: AreaEstimate[] = [];
  const totals = new Map<string, ProductTotal>();
  const add = (
    product: CalculatorProduct,
    unit: MaterialUnit,
    quantity: number,
    area: number,
    isPrimer: boolean,
  ) => {
    const key = `${product.slug}|${unit}`;
    const entry = totals.get(key) ?? {
      product,
      unit,
      quantity: 0,
      packs: null,
      areas: [],
      isPrimer,
    };
    entry.quantity += quantity;
    if (!entry.areas.includes(area)) entry.areas.push(area);
    entry.isPrimer &&= isPrimer;
    totals.set(key, entry);
  };

  areas.forEach((params, index) => {
    const product = products.find((p) => p.slug === params.product) ?? products[0];
    if (!product) return;
    const result = computeEstimate(
      { ...params, product: product.slug },
      product,
      primerOf(product, products),
    );
    estimates.push({ params: { ...params, product: product.slug }, product, result });
    if (!result.ok) return;
    const e = result.estimate;
    add(product, e.material.unit, e.material.exact, index, false);
    if (e.primer)
      add(e.primer.product, e.primer.product.coverage.unit, e.primer.quantity, index, true);
  });

  for (const entry of totals.values()) {
    if (entry.unit === "roll") entry.quantity = roundUpRolls(entry.quantity);
    const sizes = packsForUnit(entry.product.packSizes, entry.unit).map((p) => p.size);
    entry.packs = choosePacks(entry.quantity, sizes);
  }

  return {
    areas: estimates,
    totals: [...totals.values()].sort((a, b) => Number(a.isPrimer) - Number(b.isPrimer)),
    complete: estimates.length === areas.length && estimates.every((a) => a.result.ok),
  };
}
