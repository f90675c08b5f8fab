export interface Specification {
  key: string;
  value: string;
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(text).filter((v): v is string => v !== null);
    return parts.length ? parts.join(", ") : null;
  }
  return JSON.stringify(value);
}

/** Specifications as rows: an array of {key, value} or an object {key: value}; blanks dropped. */
export function normalizeSpecifications(input: unknown): Specification[] {
  const rows: Specification[] = [];
  const add = (key: unknown, value: unknown) => {
    const k = typeof key === "string" ? key.trim() : "";
    const v = text(value);
    if (k && v !== null) rows.push({ key: k, value: v });
  };
  if (Array.isArray(input)) {
    for (const item of input) {
      if (typeof item === "object" && item !== null && !Array.isArray(item)) {
        const record = item as Record<string, unknown>;
        add(record.key, record.value);
      }
    }
  } else if (typeof input === "object" && input !== null) {
    for (const [key, value] of Object.entries(input)) add(key, value);
  }
  return rows;
}

export interface PackSize {
  size: number;
  unit: string;
  label: string;
}

/** Pack sizes with a label each ("20 kg bucket", or "20 kg" when no label is stored). */
export function normalizePackSizes(input: unknown): PackSize[] {
  if (!Array.isArray(input)) return [];
  const out: PackSize[] = [];
  for (const item of input) {
    if (typeof item !== "object" || item === null) continue;
    const { size, unit, label } = item as Record<string, unknown>;
    if (typeof size !== "number" || !(size > 0) || typeof unit !== "string" || !unit) continue;
    const own = typeof label === "string" ? label.trim() : "";
    out.push({ size, unit, label: own || `${size} ${unit}` });
  }
  return out;
}

/** True when the product carries machine-readable coverage for the calculator. */
export function hasCoverageData(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value) && "kind" in value;
}
