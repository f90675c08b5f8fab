import type { EnquiryLineRow } from "@/entities/contact-message";

/** "4 × 20 kg", "3 packs", "12.5 kg", "8 L", "40 m²": a line's quantity as the CSV writes it. */
export function lineQuantityText(line: Pick<EnquiryLineRow, "quantity" | "unit" | "pack_size">) {
  const q = String(Number(line.quantity));
  switch (line.unit) {
    case "pack":
      return line.pack_size ? `${q} × ${line.pack_size}` : `${q} packs`;
    case "kg":
      return `${q} kg`;
    case "l":
      return `${q} L`;
    case "m2":
      return `${q} m²`;
  }
}

/** A calculator line's working ("terrace, 10 × 4 m, 2 coats, 2 × 20 kg"); null otherwise. */
export function lineOriginText(origin: EnquiryLineRow["origin"], coats: (n: number) => string) {
  if (origin.kind !== "calculator") return null;
  return [
    origin.surface,
    origin.dimensions,
    origin.coats > 0 ? coats(origin.coats) : "",
    origin.packs,
  ]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(", ");
}

/**
 * An enquiry's lines in one spreadsheet cell, one per row of text:
 * "1. Roof Coat: 4 × 20 kg (For the terrace) [calculator: terrace, 10 × 4 m, 2 coats]".
 */
export function linesCell(lines: readonly EnquiryLineRow[]): string {
  return lines
    .map((line) => {
      const note = line.note ? ` (${line.note})` : "";
      const working = lineOriginText(line.origin, (n) => `${n} coat${n === 1 ? "" : "s"}`);
      const origin = working ? ` [calculator: ${working}]` : "";
      return `${line.position}. ${line.product_name}: ${lineQuantityText(line)}${note}${origin}`;
    })
    .join("\n");
}
