import type { EnquiryLine, EnquiryOrigin } from "@/entities/enquiry-list";

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A quantity in the visitor's language: up to 3 decimals, as the database keeps it. */
export function formatQuantity(value: number, language: string): string {
  try {
    return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(value);
  } catch {
    return new Intl.NumberFormat("en", { maximumFractionDigits: 3 }).format(value);
  }
}

/** "4 × 20 kg", "3 packs", "12.5 kg", "8 L", "40 m²" (unit symbols are the same everywhere). */
export function quantityText(
  line: Pick<EnquiryLine, "quantity" | "unit" | "packSize">,
  t: Translate,
  language: string,
): string {
  const q = formatQuantity(line.quantity, language);
  switch (line.unit) {
    case "pack":
      return line.packSize
        ? `${q} × ${line.packSize}`
        : t("enquiry.quantity.packs", { count: line.quantity, quantity: q });
    case "kg":
      return `${q} kg`;
    case "l":
      return `${q} L`;
    case "m2":
      return `${q} m²`;
  }
}

/** A calculator line's working: "terrace, 10 × 4 m (40 m²), 2 coats, 2 × 20 kg". */
export function originText(origin: EnquiryOrigin, t: Translate): string | null {
  if (origin.kind !== "calculator") return null;
  return [
    origin.surface,
    origin.dimensions,
    origin.coats > 0 ? t("enquiry.coats", { count: origin.coats }) : "",
    origin.packs,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
}
