import { z } from "zod";

/** products.coverage_data, as the database CHECK allows it (see the content migration). */
const positive = z.number().finite().positive();

export const coverageSchema = z.object({
  kind: z.enum(["liquid", "system", "membrane", "cement_admixture"]),
  unit: z.enum(["kg", "L"]).optional(),
  per_coat: positive.optional(),
  rate_m2_per_unit: positive.optional(),
  coats: z.number().int().min(1).max(10).optional(),
  primer_slug: z.string().optional(),
  per_cement_bag: positive.optional(),
  cement_bag_kg: positive.optional(),
  roll: z
    .object({
      width: positive,
      length: positive,
      side_lap: z.number().finite().min(0).optional(),
      end_lap: z.number().finite().min(0).optional(),
    })
    .optional(),
});

export const packSizeSchema = z.object({
  size: positive,
  unit: z.enum(["kg", "L", "roll", "bag"]),
  label: z.string().optional(),
});

export type PackUnit = z.infer<typeof packSizeSchema>["unit"];
export interface PackSize {
  size: number;
  unit: PackUnit;
  label?: string;
}

export type MaterialUnit = "kg" | "L" | "roll";

/** What the calculator needs of a product's coverage, normalised. */
export type Coverage =
  | {
      kind: "liquid";
      unit: "kg" | "L";
      /** Consumption per m² per coat (a spreading rate R becomes 1/R). */
      perCoat: number;
      /** Set when the data sheet gives a spreading rate (m² per unit per coat). */
      rate?: number;
      coats: number;
      primerSlug?: string;
    }
  | {
      kind: "system";
      unit: "kg" | "L";
      /** Consumption per m² for the whole system (all coats). */
      perM2: number;
      /** Set when the data sheet gives a whole-system spreading rate (m² per unit). */
      rate?: number;
      coats: number;
      primerSlug?: string;
    }
  | {
      kind: "membrane";
      unit: "roll";
      roll: { width: number; length: number; sideLap: number; endLap: number };
      coats: number;
      primerSlug?: string;
    }
  | {
      kind: "cement_admixture";
      unit: "kg" | "L";
      /** Dose per cement bag. */
      perBag: number;
      bagKg: number;
      coats: number;
      primerSlug?: string;
    };

/** Normalises stored coverage_data; null when it is missing or unusable. */
export function parseCoverage(raw: unknown): Coverage | null {
  const parsed = coverageSchema.safeParse(raw);
  if (!parsed.success) return null;
  const c = parsed.data;
  const coats = c.coats ?? 1;
  const primerSlug = c.primer_slug;
  switch (c.kind) {
    case "membrane": {
      if (!c.roll) return null;
      const sideLap = c.roll.side_lap ?? 0;
      const endLap = c.roll.end_lap ?? 0;
      if (sideLap >= c.roll.width || endLap >= c.roll.length) return null;
      return {
        kind: "membrane",
        unit: "roll",
        roll: { width: c.roll.width, length: c.roll.length, sideLap, endLap },
        coats,
        primerSlug,
      };
    }
    case "cement_admixture": {
      const perBag = c.per_cement_bag ?? c.per_coat;
      if (!perBag || !c.unit) return null;
      return {
        kind: "cement_admixture",
        unit: c.unit,
        perBag,
        bagKg: c.cement_bag_kg ?? 50,
        coats: 1,
        primerSlug,
      };
    }
    case "liquid":
    case "system": {
      if (!c.unit) return null;
      const rate = c.per_coat === undefined ? c.rate_m2_per_unit : undefined;
      const per = c.per_coat ?? (rate ? 1 / rate : undefined);
      if (!per) return null;
      return c.kind === "liquid"
        ? { kind: "liquid", unit: c.unit, perCoat: per, rate, coats, primerSlug }
        : { kind: "system", unit: c.unit, perM2: per, rate, coats, primerSlug };
    }
  }
}

/** Normalises stored pack_sizes; drops entries that are not valid packs. */
export function parsePackSizes(raw: unknown): PackSize[] {
  if (!Array.isArray(raw)) return [];
  const packs: PackSize[] = [];
  for (const item of raw) {
    const parsed = packSizeSchema.safeParse(item);
    if (parsed.success) packs.push(parsed.data);
  }
  return packs;
}

/** The packs that measure the product's quantity (a membrane is counted in rolls). */
export function packsForUnit(packs: PackSize[], unit: MaterialUnit): PackSize[] {
  return packs.filter((p) =>
    unit === "roll" ? p.unit === "roll" : p.unit === unit || (unit === "kg" && p.unit === "bag"),
  );
}
