import { z } from "zod";

/**
 * One line of the visitor's enquiry list. The list lives on the device (localStorage), never in
 * the database until it is sent with submit_enquiry; the limits mirror enquiry_lines' CHECKs.
 */
export const ENQUIRY_UNITS = ["pack", "kg", "l", "m2"] as const;
export type EnquiryUnit = (typeof ENQUIRY_UNITS)[number];

export const ENQUIRY_LINE_LIMITS = {
  maxLines: 50,
  productNameMax: 200,
  packSizeMax: 40,
  noteMax: 500,
  quantityMax: 1_000_000,
  originTextMax: 200,
} as const;

const L = ENQUIRY_LINE_LIMITS;
const originText = z.string().max(L.originTextMax);

export const enquiryOriginSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("catalogue") }),
  z.object({
    kind: z.literal("calculator"),
    /** The surface's key or label ("terrace", "Terrace + bathroom"). */
    surface: originText,
    /** As people read it: "10 × 4 m (40 m²)". */
    dimensions: originText,
    coats: z.number().int().min(0).max(20),
    /** The product the calculator used (its name). */
    product: originText,
    /** The packs worked out: "2 × 20 kg bucket + 1 × 4 kg". */
    packs: originText,
  }),
]);
export type EnquiryOrigin = z.infer<typeof enquiryOriginSchema>;

export const enquiryLineSchema = z.object({
  id: z.string().min(1).max(64),
  productId: z.string().max(64).nullable(),
  productSlug: z.string().max(200).nullable(),
  productName: z.string().trim().min(1).max(L.productNameMax),
  quantity: z.number().finite().positive().max(L.quantityMax),
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
