import { z } from "zod";

/**
 * The one TypeScript copy of contact_messages' CHECKs and submit_contact_message's rules
 * (supabase/tests/contact-message-limits.test.ts holds it against the database):
 * name 2-100, a valid e-mail (<= 254), phone optional (6-15 digits as people write them),
 * company <= 160, subject <= 200, message 10-5000 characters (all trimmed).
 * Messages are i18n keys; the form translates them.
 */
export const CONTACT_MESSAGE_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  companyMax: 160,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
  phoneDigitsMin: 6,
  phoneDigitsMax: 15,
} as const;

// The database's is_email() and is_phone() patterns.
const EMAIL =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9 ()-]{6,24}$/;

const L = CONTACT_MESSAGE_LIMITS;

export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return PHONE.test(value) && digits >= L.phoneDigitsMin && digits <= L.phoneDigitsMax;
}

/** What submit_contact_message accepts; `website` is its honeypot. */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "contact.required")
    .min(L.nameMin, "contact.errors.nameShort")
    .max(L.nameMax, "contact.errors.nameLong"),
  email: z
    .string()
    .trim()
    .min(1, "contact.required")
    .max(L.emailMax, "contact.invalidEmail")
    .regex(EMAIL, "contact.invalidEmail"),
  phone: z
    .string()
    .trim()
    .refine((v) => v === "" || isValidPhone(v), "contact.errors.invalidPhone"),
  company: z.string().trim().max(L.companyMax, "contact.errors.companyLong"),
  subject: z.string().trim().max(L.subjectMax, "contact.errors.subjectLong"),
  message: z
    .string()
    .trim()
    .min(1, "contact.required")
    .min(L.messageMin, "contact.errors.messageShort")
    .max(L.messageMax, "contact.errors.messageLong"),
  /** The honeypot: hidden from people; bots fill it. */
  website: z.string(),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageValues = z.output<typeof contactMessageSchema>;

export const EMPTY_CONTACT_MESSAGE: ContactMessageInput = {
  name: "",
  email: "",
  phone: "",
  company: "",
  subject: "",
  message: "",
  website: "",
};

// Enquiries -------------------------------------------------------------------------------------

/**
 * An enquiry (submit_enquiry) and its lines (enquiry_lines' CHECKs): 1-50 lines; a product name
 * 1-200, a quantity above 0 and at most 1,000,000 with at most 3 decimals, a unit of the four, a
 * pack size <= 40, a note <= 500; the origin a catalogue one or the calculator's (texts <= 200,
 * coats 0-20). The project: city, state, country and port <= 100 each, the start <= 60, the
 * building one of BUILDING_KINDS. The sender: the contact form's rules, the message optional.
 */
export const ENQUIRY_LIMITS = {
  maxLines: 50,
  productNameMax: 200,
  quantityMax: 1_000_000,
  quantityDecimals: 3,
  packSizeMax: 40,
  noteMax: 500,
  originTextMax: 200,
  coatsMax: 20,
  placeMax: 100,
  portMax: 100,
  workStartMax: 60,
} as const;

export const ENQUIRY_UNITS = ["pack", "kg", "l", "m2"] as const;
export type EnquiryUnit = (typeof ENQUIRY_UNITS)[number];

export const BUILDING_KINDS = [
  "house",
  "apartment",
  "commercial",
  "industrial",
  "infrastructure",
  "other",
] as const;
export type BuildingKind = (typeof BUILDING_KINDS)[number];

const E = ENQUIRY_LIMITS;
const originText = z.string().max(E.originTextMax);

export const enquiryOriginSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("catalogue") }).strict(),
  z
    .object({
      kind: z.literal("calculator"),
      /** The surface ("terrace") or, for a whole project, its areas. */
      surface: originText,
      /** As people read them: "10 × 4 m (40 m²)". */
      dimensions: originText,
      coats: z.number().int().min(0).max(E.coatsMax),
      /** The product the calculator used (its name). */
      product: originText,
      /** The packs worked out: "2 × 20 kg bucket + 1 × 4 kg bucket". */
      packs: originText,
    })
    .strict(),
]);
export type EnquiryOrigin = z.infer<typeof enquiryOriginSchema>;

/** A positive quantity within the limit, with at most 3 decimals. */
export function isValidQuantity(value: number): boolean {
  const factor = 10 ** E.quantityDecimals;
  return (
    Number.isFinite(value) &&
    value > 0 &&
    value <= E.quantityMax &&
    Math.abs(Math.round(value * factor) - value * factor) < 1e-6
  );
}

/** One line as submit_enquiry takes it. */
// The database's pattern: any uuid-shaped text (seeded ids need not be version 4).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const enquiryLineSchema = z.object({
  product_id: z.string().regex(UUID).nullable(),
  product_name: z.string().trim().min(1).max(E.productNameMax),
  quantity: z.number().refine(isValidQuantity, "enquiry.errors.quantity"),
  unit: z.enum(ENQUIRY_UNITS),
  pack_size: z.string().trim().max(E.packSizeMax).nullable(),
  note: z.string().trim().max(E.noteMax, "enquiry.errors.noteLong"),
  origin: enquiryOriginSchema,
});
export type EnquiryLineValues = z.infer<typeof enquiryLineSchema>;

export const enquiryLinesSchema = z.array(enquiryLineSchema).min(1).max(E.maxLines);

/** The sender: the contact form's fields and rules, without a subject and with the message optional. */
export const enquirySenderSchema = contactMessageSchema.omit({ subject: true }).extend({
  message: z
    .string()
    .trim()
    .refine((v) => v === "" || v.length >= L.messageMin, "contact.errors.messageShort")
    .refine((v) => v.length <= L.messageMax, "contact.errors.messageLong"),
});
export type EnquirySenderInput = z.input<typeof enquirySenderSchema>;
export type EnquirySenderValues = z.output<typeof enquirySenderSchema>;

export const EMPTY_ENQUIRY_SENDER: EnquirySenderInput = {
  name: "",
  email: "",
  phone: "",
  company: "",
  message: "",
  website: "",
};

const place = z.string().trim().max(E.placeMax, "enquiry.errors.placeLong");

export const enquiryProjectSchema = z.object({
  siteCity: place,
  siteState: place,
  siteCountry: place,
  destinationPort: z.string().trim().max(E.portMax, "enquiry.errors.portLong"),
  workStart: z.string().trim().max(E.workStartMax, "enquiry.errors.workStartLong"),
  buildingKind: z.union([z.enum(BUILDING_KINDS), z.literal("")]),
});
export type EnquiryProjectInput = z.input<typeof enquiryProjectSchema>;
export type EnquiryProjectValues = z.output<typeof enquiryProjectSchema>;

export const EMPTY_ENQUIRY_PROJECT: EnquiryProjectInput = {
  siteCity: "",
  siteState: "",
  siteCountry: "",
  destinationPort: "",
  workStart: "",
  buildingKind: "",
};
