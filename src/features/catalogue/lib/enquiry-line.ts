import type { EnquiryLineInput, EnquiryUnit } from "@/entities/enquiry-list";
import { normalizePackSizes } from "./specifications";

/** What the "Add to enquiry" dialog needs of a product (a card's summary or the product page). */
export interface EnquiryProduct {
  id: string;
  slug: string;
  name: string;
  /** The stored pack sizes when the page has them; a card's dialog asks for them. */
  pack_sizes?: unknown;
}

export interface PackOption {
  /** What the line stores: "20 kg" (size and unit, short enough for the database's 40). */
  value: string;
  /** What the visitor reads: the pack's own label ("20 kg bucket") or the value. */
  label: string;
}

export function packOptions(packSizes: unknown): PackOption[] {
  const seen = new Set<string>();
  const options: PackOption[] = [];
  for (const pack of normalizePackSizes(packSizes)) {
    const value = `${pack.size} ${pack.unit}`.slice(0, 40);
    if (seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: pack.label });
  }
  return options;
}

/** The line the dialog adds, from the visitor's choices (the quantity already checked). */
export function catalogueLine(
  product: EnquiryProduct,
  choice: { quantity: number; unit: EnquiryUnit; packSize: string; note: string },
): EnquiryLineInput {
  return {
    productId: product.id,
    productSlug: product.slug,
    productName: product.name,
    quantity: choice.quantity,
    unit: choice.unit,
    packSize: choice.unit === "pack" && choice.packSize ? choice.packSize : null,
    note: choice.note.trim(),
    origin: { kind: "catalogue" },
  };
}
