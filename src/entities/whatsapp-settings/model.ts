export type WidgetPosition = "bottom-left" | "bottom-right" | "top-left" | "top-right";

export interface AvailabilityHours {
  start: string;
  end: string;
}

export interface AutoReply {
  trigger: string;
  response: string;
}

export interface WhatsAppSettings {
  phoneNumber: string;
  businessName: string;
  welcomeMessage: string;
  customMessage: string | null;
  position: WidgetPosition;
  showAvailability: boolean;
  availabilityHours: AvailabilityHours;
  autoReplies: AutoReply[];
}

export const DEFAULT_POSITION: WidgetPosition = "bottom-left";
export const DEFAULT_AVAILABILITY: AvailabilityHours = { start: "09:00", end: "18:00" };
const POSITIONS: readonly WidgetPosition[] = [
  "bottom-left",
  "bottom-right",
  "top-left",
  "top-right",
];
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** JSON columns may arrive as text (e.g. through a view or an older client); parse them then. */
function fromJsonText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function parseAvailabilityHours(value: unknown): AvailabilityHours {
  const parsed = fromJsonText(value);
  if (!isRecord(parsed)) return DEFAULT_AVAILABILITY;
  const { start, end } = parsed;
  if (typeof start !== "string" || typeof end !== "string") return DEFAULT_AVAILABILITY;
  if (!TIME_RE.test(start) || !TIME_RE.test(end)) return DEFAULT_AVAILABILITY;
  return { start, end };
}

export function parseAutoReplies(value: unknown): AutoReply[] {
  const parsed = fromJsonText(value);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    if (!isRecord(item)) return [];
    const { trigger, response } = item;
    if (typeof trigger !== "string" || typeof response !== "string") return [];
    if (!trigger.trim() || !response.trim()) return [];
    return [{ trigger, response }];
  });
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}

/** Turns a whatsapp_settings row into widget settings; null when it cannot be used. */
export function normalizeSettings(row: unknown): WhatsAppSettings | null {
  if (!isRecord(row)) return null;
  const phoneNumber = text(row.phone_number);
  if (!phoneNumber || !/\d/.test(phoneNumber)) return null;
  const position = POSITIONS.find((p) => p === row.position) ?? DEFAULT_POSITION;
  return {
    phoneNumber,
    businessName: text(row.business_name) ?? "",
    welcomeMessage: text(row.welcome_message) ?? "",
    customMessage: text(row.custom_message),
    position,
    showAvailability: row.show_availability === true || row.show_availability === "true",
    availabilityHours: parseAvailabilityHours(row.availability_hours),
    autoReplies: parseAutoReplies(row.auto_replies),
  };
}

/** A whatsapp_settings row as the admin page reads and writes it. */
export interface WhatsAppSettingsRow {
  id: string;
  is_active: boolean;
  phone_number: string;
  business_name: string;
  welcome_message: string;
  custom_message: string | null;
  position: string;
  show_availability: boolean;
  availability_hours: unknown;
  auto_replies: unknown;
  updated_at: string;
}

export type WhatsAppSettingsWrite = Omit<WhatsAppSettingsRow, "id" | "updated_at">;
