/** CALCULATOR.md: 1 m = 3.2808 ft, 1 m² = 10.764 ft². Everything is computed in SI. */
export const FEET_PER_METRE = 3.2808;
export const SQFT_PER_SQM = 10.764;

export type LengthUnit = "m" | "ft";

export function toMetres(value: number, unit: LengthUnit): number {
  return unit === "ft" ? value / FEET_PER_METRE : value;
}

export function fromMetres(value: number, unit: LengthUnit): number {
  return unit === "ft" ? value * FEET_PER_METRE : value;
}

export function toSquareMetres(value: number, unit: LengthUnit): number {
  return unit === "ft" ? value / SQFT_PER_SQM : value;
}

export function fromSquareMetres(value: number, unit: LengthUnit): number {
  return unit === "ft" ? value * SQFT_PER_SQM : value;
}

/** Areas as the worked examples print them: at most two decimals (90.8, 100.49). */
export function roundArea(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Quantities as the worked examples print them: four significant figures below 1000
 * (149.8 kg, 24.97 kg, 47.65 L), whole units from 1000 up.
 */
export function roundQuantity(value: number): number {
  if (!Number.isFinite(value)) return 0;
  if (Math.abs(value) >= 1000) return Math.round(value);
  if (value === 0) return 0;
  return Number(value.toPrecision(4));
}
