export interface CompanyFigure {
  value: string;
  label: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * site_settings.figures as a list of {value, label}. Arrives as JSON (or JSON text through an
 * older client); anything unusable is dropped rather than shown half-formed.
 */
export function parseFigures(input: unknown): CompanyFigure[] {
  let value = input;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!isRecord(item)) return [];
    const { value: v, label } = item;
    if (typeof v !== "string" || typeof label !== "string") return [];
    if (!v.trim() || !label.trim()) return [];
    return [{ value: v.trim(), label: label.trim() }];
  });
}

/** Plain-text paragraphs separated by blank lines. */
export function toParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export interface AddressParts {
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
}

/** The postal address as lines: street lines, "City State PIN", country. */
export function addressLines(site: AddressParts): string[] {
  const cityLine = [site.city, [site.state, site.postal_code].filter(Boolean).join(" ")]
    .filter((part) => part && part.trim())
    .join(", ");
  return [site.address_line1, site.address_line2, cityLine, site.country]
    .map((line) => line?.trim() ?? "")
    .filter(Boolean);
}
