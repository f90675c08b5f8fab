import type { EnquiryLine } from "@/entities/enquiry-list";
import type { EnquiryLineValues } from "@/entities/contact-message/public";

// Product ids in the list are the catalogue's uuids; anything else is sent as no product.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's lines as submit_enquiry takes them. */
export function toSubmitLines(lines: readonly EnquiryLine[]): EnquiryLineValues[] {
  return lines.map((line) => ({
    product_id: line.productId && UUID.test(line.productId) ? line.productId : null,
    product_name: line.productName,
    quantity: line.quantity,
    unit: line.unit,
    pack_size: line.unit === "pack" ? line.packSize : null,
    note: line.note,
    origin: line.origin,
  }));
}
