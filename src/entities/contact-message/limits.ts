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
