import { z } from "zod";
import { isPhone } from "@/lib/limits/fields";

/**
 * whatsapp_settings' CHECKs (is_phone, lengths, is_hhmm, is_valid_availability_hours,
 * is_valid_auto_replies, the position enum), held against the database by
 * supabase/tests/content-limits.test.ts. Messages are i18n keys; the settings form translates them.
 */
export const WHATSAPP_LIMITS = {
  businessNameMax: 120,
  welcomeMessageMax: 1000,
  customMessageMax: 1000,
  autoRepliesMax: 20,
  triggerMax: 100,
  responseMax: 1000,
} as const;
export const WIDGET_POSITIONS = ["bottom-left", "bottom-right", "top-left", "top-right"] as const;
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const L = WHATSAPP_LIMITS;
const E = "whatsapp.admin.errors";

/** Non-blank (btrim(x) <> '') and at most `max` characters. */
const nonBlank = (max: number, required: string, tooLong: string) =>
  z
    .string()
    .refine((v) => v.trim() !== "", `${E}.${required}`)
    .refine((v) => v.length <= max, `${E}.${tooLong}`);

export const whatsappFieldLimits = {
  phone_number: z.string().refine(isPhone, `${E}.phone`),
  business_name: nonBlank(L.businessNameMax, "businessNameRequired", "businessNameTooLong"),
  welcome_message: z
    .string()
    .min(1, `${E}.welcomeRequired`)
    .max(L.welcomeMessageMax, `${E}.welcomeTooLong`),
  custom_message: z.string().max(L.customMessageMax, `${E}.customTooLong`),
  position: z.enum(WIDGET_POSITIONS, { error: `${E}.position` }),
  time: z.string().regex(HHMM, `${E}.time`),
  autoReply: z.object({
    trigger: nonBlank(L.triggerMax, "triggerRequired", "triggerTooLong"),
    response: nonBlank(L.responseMax, "responseRequired", "responseTooLong"),
  }),
};

const F = whatsappFieldLimits;

/** A whatsapp_settings row as written. */
export const whatsappSettingsLimits = z.object({
  is_active: z.boolean(),
  phone_number: F.phone_number,
  business_name: F.business_name,
  welcome_message: F.welcome_message,
  custom_message: F.custom_message.nullable(),
  position: F.position,
  show_availability: z.boolean(),
  availability_hours: z.object({ start: F.time, end: F.time }),
  auto_replies: z.array(F.autoReply).max(L.autoRepliesMax, `${E}.tooManyReplies`),
});
