import { z } from "zod";
import {
  DEFAULT_AVAILABILITY,
  parseAutoReplies,
  parseAvailabilityHours,
  type WhatsAppSettings,
  type WhatsAppSettingsRow,
  type WhatsAppSettingsWrite,
  type WidgetPosition,
} from "@/entities/whatsapp-settings";

/**
 * The admin form's rules, mirroring whatsapp_settings' CHECK constraints (is_phone, lengths,
 * is_hhmm, is_valid_auto_replies) so a value the form accepts is one the database accepts. The
 * form adds one rule of its own: the availability window ends after it starts.
 */
export const POSITIONS = ["bottom-left", "bottom-right", "top-left", "top-right"] as const;
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_AUTO_REPLIES = 20;

/** public.is_phone: +, digits, spaces, ( ) -, 6-24 characters with 6-15 digits. */
export function isPhone(value: string): boolean {
  if (!/^\+?[0-9 ()-]{6,24}$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 6 && digits <= 15;
}

export const autoReplySchema = z.object({
  trigger: z
    .string()
    .refine((v) => v.trim() !== "", "whatsapp.admin.errors.triggerRequired")
    .refine((v) => v.length <= 100, "whatsapp.admin.errors.triggerTooLong"),
  response: z
    .string()
    .refine((v) => v.trim() !== "", "whatsapp.admin.errors.responseRequired")
    .refine((v) => v.length <= 1000, "whatsapp.admin.errors.responseTooLong"),
});

export const whatsappSettingsSchema = z
  .object({
    is_active: z.boolean(),
    phone_number: z.string().trim().refine(isPhone, "whatsapp.admin.errors.phone"),
    business_name: z
      .string()
      .refine((v) => v.trim() !== "", "whatsapp.admin.errors.businessNameRequired")
      .refine((v) => v.length <= 120, "whatsapp.admin.errors.businessNameTooLong"),
    welcome_message: z
      .string()
      .refine((v) => v.trim() !== "", "whatsapp.admin.errors.welcomeRequired")
      .refine((v) => v.length <= 1000, "whatsapp.admin.errors.welcomeTooLong"),
    custom_message: z
      .string()
      .refine((v) => v.length <= 1000, "whatsapp.admin.errors.customTooLong"),
    position: z.enum(POSITIONS, { error: "whatsapp.admin.errors.position" }),
    show_availability: z.boolean(),
    availability_start: z.string().regex(HHMM, "whatsapp.admin.errors.time"),
    availability_end: z.string().regex(HHMM, "whatsapp.admin.errors.time"),
    auto_replies: z
      .array(autoReplySchema)
      .max(MAX_AUTO_REPLIES, "whatsapp.admin.errors.tooManyReplies"),
  })
  .refine(
    (v) =>
      !HHMM.test(v.availability_start) ||
      !HHMM.test(v.availability_end) ||
      v.availability_end > v.availability_start,
    { path: ["availability_end"], message: "whatsapp.admin.errors.endBeforeStart" },
  );

export type WhatsAppSettingsForm = z.infer<typeof whatsappSettingsSchema>;

export type { WhatsAppSettingsRow, WhatsAppSettingsWrite } from "@/entities/whatsapp-settings";

/** Form values -> the row's columns (blank custom message -> null, JSON columns built). */
export function formToRow(values: WhatsAppSettingsForm): WhatsAppSettingsWrite {
  return {
    is_active: values.is_active,
    phone_number: values.phone_number.trim(),
    business_name: values.business_name.trim(),
    welcome_message: values.welcome_message.trim(),
    custom_message: values.custom_message.trim() || null,
    position: values.position,
    show_availability: values.show_availability,
    availability_hours: { start: values.availability_start, end: values.availability_end },
    auto_replies: values.auto_replies.map((r) => ({
      trigger: r.trigger.trim(),
      response: r.response.trim(),
    })),
  };
}

export const EMPTY_FORM: WhatsAppSettingsForm = {
  is_active: true,
  phone_number: "",
  business_name: "",
  welcome_message: "Hello! How can we help you?",
  custom_message: "",
  position: "bottom-left",
  show_availability: true,
  availability_start: DEFAULT_AVAILABILITY.start,
  availability_end: DEFAULT_AVAILABILITY.end,
  auto_replies: [],
};

/** A stored row -> form values (unknown JSON shapes fall back to the defaults). */
export function rowToForm(row: WhatsAppSettingsRow | null): WhatsAppSettingsForm {
  if (!row) return EMPTY_FORM;
  const hours = parseAvailabilityHours(row.availability_hours);
  return {
    is_active: row.is_active,
    phone_number: row.phone_number,
    business_name: row.business_name,
    welcome_message: row.welcome_message,
    custom_message: row.custom_message ?? "",
    position: (POSITIONS as readonly string[]).includes(row.position)
      ? (row.position as WidgetPosition)
      : "bottom-left",
    show_availability: row.show_availability,
    availability_start: hours.start,
    availability_end: hours.end,
    auto_replies: parseAutoReplies(row.auto_replies),
  };
}

/** Unsaved form values -> what the widget shows, tolerant of half-typed values. */
export function formToPreview(values: WhatsAppSettingsForm): WhatsAppSettings {
  const hours = parseAvailabilityHours({
    start: values.availability_start,
    end: values.availability_end,
  });
  return {
    phoneNumber: values.phone_number,
    businessName: values.business_name,
    welcomeMessage: values.welcome_message,
    customMessage: values.custom_message.trim() || null,
    position: (POSITIONS as readonly string[]).includes(values.position)
      ? values.position
      : "bottom-left",
    showAvailability: values.show_availability,
    availabilityHours: hours,
    autoReplies: (values.auto_replies ?? []).filter(
      (r) => r.trigger.trim() !== "" && r.response.trim() !== "",
    ),
  };
}
