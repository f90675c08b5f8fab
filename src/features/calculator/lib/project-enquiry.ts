import type { EnquiryLineInput } from "@/entities/enquiry-list";
import type { ProductTotal } from "./project";

export interface ProjectLineText {
  /** The areas' surfaces as read ("Roof / terrace + Bathroom / wet area"). */
  surfaces: (total: ProductTotal) => string;
  /** The treated area and quantity as read ("98.5 m², 162.5 kg"). */
  dimensions: (total: ProductTotal) => string;
  coats: (total: ProductTotal) => number;
  packs: (total: ProductTotal) => string;
  /** A pack's label ("20 kg bucket", "20 kg"). */
  packLabel: (total: ProductTotal, size: number) => string;
}

const ENQUIRY_UNIT = { kg: "kg", L: "l" } as const;
const MAX_TEXT = 200;
const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/**
 * The project's totals as enquiry lines: one line per pack size chosen (8 × 20 kg and 1 × 4 kg
 * are two lines), or the quantity itself when the product lists no packs.
 */
export function projectEnquiryLines(
  totals: ProductTotal[],
  text: ProjectLineText,
): EnquiryLineInput[] {
  return totals.flatMap((total): EnquiryLineInput[] => {
    const origin = {
      kind: "calculator" as const,
      surface: cut(text.surfaces(total)),
      dimensions: cut(text.dimensions(total)),
      coats: Math.min(20, Math.max(0, Math.round(text.coats(total)))),
      product: cut(total.product.name),
      packs: cut(text.packs(total)),
    };
    const base = {
      productId: null,
      productSlug: total.product.slug,
      productName: total.product.name.slice(0, 200),
      note: "",
      origin,
    };
    if (total.packs && total.packs.lines.length > 0) {
      return total.packs.lines.map((line) => ({
        ...base,
        quantity: line.count,
        unit: "pack" as const,
        packSize: text.packLabel(total, line.size).slice(0, 40),
      }));
    }
    if (total.unit === "roll") {
      return [
        { ...base, quantity: Math.max(1, total.quantity), unit: "pack" as const, packSize: null },
      ];
    }
    // No packs listed: the quantity itself, rounded up to a whole kg or litre.
    return [
      {
        ...base,
        quantity: Math.max(1, Math.ceil(total.quantity - 1e-9)),
        unit: ENQUIRY_UNIT[total.unit],
        packSize: null,
      },
    ];
  });
}
