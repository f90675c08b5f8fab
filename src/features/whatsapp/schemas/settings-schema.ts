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
import {
  HHMM,
  WHATSAPP_LIMITS,
  WIDGET_POSITIONS,
  whatsappFieldLimits,
  whatsappSettingsLimits,
} from "@/entities/whatsapp-settings/limits";
import { isPhone } from "@/lib/limits/fields";

/**
 * The admin form's rules: the entity's limits (whatsapp_settings' CHECKs), applied to the values
 * formToRow writes, plus two rules of the form's own: the welcome message is not blank, and the
 * availability window ends after it starts.
 */
export const POSITIONS = WIDGET_POSITIONS;
export { HHMM };
export const MAX_AUTO_REPLIES = WHATSAPP_LIMITS.autoRepliesMax;
export { isPhone };

const F = whatsappFieldLimits;

export const autoReplySchema = F.autoReply;

export const whatsappSettingsSchema = z
  .object({
    is_active: z.boolean(),
    phone_number: z.string().trim().pipe(F.phone_number),
    business_name: F.business_name,
    welcome_message: F.welcome_message.refine(
      (v) => v.trim() !== "",
      "whatsapp.admin.errors.welcomeRequired",
    ),
    custom_message: F.custom_message,
    position: F.position,
    show_availability: z.boolean(),
    availability_start: F.time,
    availability_end: F.time,
    auto_replies: whatsappSettingsLimits.shape.auto_replies,
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
