import { z } from "zod";
// The limits module only (pure zod): the contact-message index would bring supabase-js along.
import {
  ENQUIRY_LIMITS,
  ENQUIRY_UNITS,
  enquiryOriginSchema,
  isValidQuantity,
  type EnquiryOrigin,
  type EnquiryUnit,
} from "@/entities/contact-message/limits";

export { ENQUIRY_UNITS, enquiryOriginSchema, type EnquiryOrigin, type EnquiryUnit };

/**
 * One line of the visitor's enquiry list. The list lives on the device (localStorage), never in
 * the database until it is sent with submit_enquiry; the limits are enquiry_lines' CHECKs.
 */
export const ENQUIRY_LINE_LIMITS = ENQUIRY_LIMITS;
const L = ENQUIRY_LIMITS;

export const enquiryLineSchema = z.object({
  id: z.string().min(1).max(64),
  productId: z.string().max(64).nullable(),
  productSlug: z.string().max(200).nullable(),
  productName: z.string().trim().min(1).max(L.productNameMax),
  quantity: z.number().refine(isValidQuantity),
  unit: z.enum(ENQUIRY_UNITS),
  /** One of the product's pack sizes as shown ("20 kg"); meaningful for unit "pack". */
  packSize: z.string().max(L.packSizeMax).nullable(),
  note: z.string().max(L.noteMax),
  origin: enquiryOriginSchema,
});
export type EnquiryLine = z.infer<typeof enquiryLineSchema>;

/** What callers give to add a line: the id is the store's business. */
export type EnquiryLineInput = Omit<EnquiryLine, "id">;

export const storedListSchema = z.object({
  lines: z.array(enquiryLineSchema).max(L.maxLines),
});
