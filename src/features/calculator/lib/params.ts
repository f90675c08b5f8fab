import { DEFAULT_DOOR_AREA, DEFAULT_UPTURN, SURFACE_TYPES, type SurfaceType } from "./area";
import type { LengthUnit } from "./units";
import { toMetres, toSquareMetres } from "./units";

/**
 * The calculator's inputs exactly as typed, kept in the URL so an estimate can be shared.
 * Empty strings mean "use the default" where a default exists (upturn, coats, wastage...).
 */
export interface CalculatorParams {
  surface: SurfaceType;
  unit: LengthUnit;
  mode: "dimensions" | "area";
  length: string;
  width: string;
  height: string;
  area: string;
  showerWidth: string;
  showerHeight: string;
  floor: boolean;
  soffit: boolean;
  doors: string;
  windows: string;
  doorArea: string;
  windowArea: string;
  product: string;
  coats: string;
  wastage: string;
  bags: string;
}

export const DEFAULT_PARAMS: CalculatorParams = {
  surface: "terrace",
  unit: "m",
  mode: "dimensions",
  length: "",
  width: "",
  height: "",
  area: "",
  showerWidth: "",
  showerHeight: "",
  floor: false,
  soffit: false,
  doors: "",
  windows: "",
  doorArea: "",
  windowArea: "",
  product: "",
  coats: "",
  wastage: "",
  bags: "",
};

/** URL key of each text field. */
const TEXT_KEYS = {
  length: "l",
  width: "w",
  height: "h",
  area: "area",
  showerWidth: "sw",
  showerHeight: "sh",
  doors: "doors",
  windows: "windows",
  doorArea: "da",
  windowArea: "wa",
  product: "product",
  coats: "coats",
  wastage: "waste",
  bags: "bags",
} as const satisfies Partial<Record<keyof CalculatorParams, string>>;

export type TextField = keyof typeof TEXT_KEYS;
const MAX_PARAM_LENGTH = 40;

export function parseParams(search: URLSearchParams): CalculatorParams {
  const params: CalculatorParams = { ...DEFAULT_PARAMS };
  const surface = search.get("surface");
  if (surface && (SURFACE_TYPES as readonly string[]).includes(surface)) {
    params.surface = surface as SurfaceType;
  }
  if (search.get("unit") === "ft") params.unit = "ft";
  if (search.get("mode") === "area") params.mode = "area";
  params.floor = search.get("floor") === "1";
  params.soffit = search.get("soffit") === "1";
  for (const [field, key] of Object.entries(TEXT_KEYS) as [TextField, string][]) {
    const value = search.get(key);
    if (value !== null)
      params[field] = value.slice(0, field === "product" ? 120 : MAX_PARAM_LENGTH);
  }
  return params;
}

/** Only what differs from the defaults, in a stable order. */
export function serializeParams(params: CalculatorParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.product) search.set("product", params.product);
  if (params.surface !== DEFAULT_PARAMS.surface) search.set("surface", params.surface);
  if (params.unit !== DEFAULT_PARAMS.unit) search.set("unit", params.unit);
  if (params.mode !== DEFAULT_PARAMS.mode) search.set("mode", params.mode);
  for (const [field, key] of Object.entries(TEXT_KEYS) as [TextField, string][]) {
    if (field === "product") continue;
    const value = params[field].trim();
    if (value) search.set(key, value);
  }
  if (params.floor) search.set("floor", "1");
  if (params.soffit) search.set("soffit", "1");
  return search;
}

// Validation ---------------------------------------------------------------------------------

export type FieldError =
  | "required"
  | "notNumber"
  | "notPositive"
  | "negative"
  | "tooLarge"
  | "areaTooLarge"
  | "notWhole"
  | "openingsTooLarge";

export interface FieldIssue {
  code: FieldError;
  /** The limit, in the field's own unit, for "tooLarge". */
  max?: number;
}

/** Limits in SI: a length over 1 km or an area over 10,000 m² is a typing mistake. */
export const MAX_LENGTH_M = 1000;
export const MAX_HEIGHT_M = 100;
export const MAX_AREA_M2 = 10_000;
export const MAX_OPENING_AREA_M2 = 50;
export const MAX_OPENINGS = 1000;
export const MAX_CEMENT_BAGS = 100_000;
export const MAX_WASTAGE = 50;

/** A number as people type it: "12", "12.5", "12,5". Anything else (1e3, 0x10, 12abc) is NaN. */
export function parseDecimal(raw: string): number {
  const text = raw.trim();
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) return Number.NaN;
  return Number(text.replace(",", "."));
}

export interface ValidInputs {
  /** Metres (area mode: null). */
  length: number;
  width: number;
  height: number;
  showerWidth: number;
  showerHeight: number;
  doors: number;
  windows: number;
  doorArea: number;
  windowArea: number;
  /** Square metres when typed directly. */
  area: number | null;
  coats: number;
  /** Fraction: 0.1 for 10 %. */
  wastage: number;
  cementBags: number;
}

type Check = { value: number } | { issue: FieldIssue };

function checkNumber(
  raw: string,
  opts: { fallback?: number; allowZero?: boolean; max: number; whole?: boolean },
): Check {
  if (!raw.trim()) {
    return opts.fallback === undefined ? { issue: { code: "required" } } : { value: opts.fallback };
  }
  const value = parseDecimal(raw);
  if (!Number.isFinite(value)) return { issue: { code: "notNumber" } };
  if (opts.allowZero ? value < 0 : value <= 0) {
    return { issue: { code: opts.allowZero ? "negative" : "notPositive" } };
  }
  if (opts.whole && !Number.isInteger(value)) return { issue: { code: "notWhole" } };
  if (value > opts.max) return { issue: { code: "tooLarge", max: opts.max } };
  return { value };
}

export type Mode = "area" | "cement";

/**
 * Checks every visible field; the result is either the inputs in SI or an issue per field.
 * `needs` says what the chosen product asks for: an area (most) or cement bags (admixtures).
 */
export function validateParams(
  params: CalculatorParams,
  defaults: { coats: number; wastage: number; needs: Mode; usesCoats: boolean },
):
  | { ok: true; inputs: ValidInputs }
  | { ok: false; issues: Partial<Record<TextField, FieldIssue>> } {
  const issues: Partial<Record<TextField, FieldIssue>> = {};
  const ft = params.unit === "ft";
  const lenMax = ft ? roundLimit(MAX_LENGTH_M * 3.2808) : MAX_LENGTH_M;
  const heightMax = ft ? roundLimit(MAX_HEIGHT_M * 3.2808) : MAX_HEIGHT_M;
  const areaMax = ft ? roundLimit(MAX_AREA_M2 * 10.764) : MAX_AREA_M2;
  const openingMax = ft ? roundLimit(MAX_OPENING_AREA_M2 * 10.764) : MAX_OPENING_AREA_M2;

  const take = (field: TextField, check: Check, fallback = 0): number => {
    if ("issue" in check) {
      issues[field] = check.issue;
      return fallback;
    }
    return check.value;
  };

  const s = params.surface;
  const usesArea = defaults.needs === "area";
  const byArea = params.mode === "area";
  const inputs: ValidInputs = {
    length: 0,
    width: 0,
    height: 0,
    showerWidth: 0,
    showerHeight: 0,
    doors: 0,
    windows: 0,
    doorArea: DEFAULT_DOOR_AREA,
    windowArea: 1.39,
    area: null,
    coats: defaults.coats,
    wastage: defaults.wastage / 100,
    cementBags: 0,
  };

  if (usesArea && byArea) {
    const area = take("area", checkNumber(params.area, { max: areaMax }));
    inputs.area = toSquareMetres(area, params.unit);
  } else if (usesArea) {
    inputs.length = toMetres(
      take("length", checkNumber(params.length, { max: lenMax })),
      params.unit,
    );
    inputs.width = toMetres(take("width", checkNumber(params.width, { max: lenMax })), params.unit);
    const heightDefault = s === "terrace" || s === "bathroom" ? DEFAULT_UPTURN : undefined;
    const height = take(
      "height",
      checkNumber(params.height, {
        fallback: heightDefault === undefined ? undefined : heightDefault * (ft ? 3.2808 : 1),
        allowZero: heightDefault !== undefined,
        max: heightMax,
      }),
    );
    inputs.height = toMetres(height, params.unit);
    if (s === "bathroom") {
      const sw = take(
        "showerWidth",
        checkNumber(params.showerWidth, { fallback: 0, allowZero: true, max: lenMax }),
      );
      const sh = take(
        "showerHeight",
        checkNumber(params.showerHeight, { fallback: 0, allowZero: true, max: heightMax }),
      );
      inputs.showerWidth = toMetres(sw, params.unit);
      inputs.showerHeight = toMetres(sh, params.unit);
    }
    if (s === "wall") {
      const whole = { fallback: 0, allowZero: true, max: MAX_OPENINGS, whole: true };
      inputs.doors = take("doors", checkNumber(params.doors, whole));
      inputs.windows = take("windows", checkNumber(params.windows, whole));
      const da = take(
        "doorArea",
        checkNumber(params.doorArea, {
          fallback: DEFAULT_DOOR_AREA * (ft ? 10.764 : 1),
          max: openingMax,
        }),
      );
      const wa = take(
        "windowArea",
        checkNumber(params.windowArea, { fallback: 1.39 * (ft ? 10.764 : 1), max: openingMax }),
      );
      inputs.doorArea = toSquareMetres(da, params.unit);
      inputs.windowArea = toSquareMetres(wa, params.unit);
    }
  } else {
    inputs.cementBags = take(
      "bags",
      checkNumber(params.bags, { max: MAX_CEMENT_BAGS, whole: true }),
    );
  }

  if (defaults.usesCoats) {
    inputs.coats = take(
      "coats",
      checkNumber(params.coats, { fallback: defaults.coats, max: 10, whole: true }),
      defaults.coats,
    );
  }
  inputs.wastage =
    take(
      "wastage",
      checkNumber(params.wastage, {
        fallback: defaults.wastage,
        allowZero: true,
        max: MAX_WASTAGE,
      }),
      defaults.wastage,
    ) / 100;

  if (Object.keys(issues).length > 0) return { ok: false, issues };
  return { ok: true, inputs };
}

function roundLimit(value: number): number {
  return Math.round(value);
}
