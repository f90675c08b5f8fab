// whatsapp_settings for the site (the widget, the enquiry links): public pages import this.
// The back office's reads and the save are in "@/entities/whatsapp-settings/admin", so the site's
// chunks do not carry them; the limits (zod) are in "./limits".
export { whatsappKeys } from "./keys";
export {
  DEFAULT_AVAILABILITY,
  DEFAULT_POSITION,
  normalizeSettings,
  parseAutoReplies,
  parseAvailabilityHours,
  type AutoReply,
  type AvailabilityHours,
  type WhatsAppSettings,
  type WhatsAppSettingsRow,
  type WhatsAppSettingsWrite,
  type WidgetPosition,
} from "./model";
export { WHATSAPP_SETTINGS_TRANSLATABLE, WHATSAPP_SETTINGS_TRANSLATION } from "./translatable";
export {
  getActiveWhatsAppSettings,
  useWhatsAppSettingsQuery,
  whatsAppSettingsQueryOptions,
} from "./queries";
export {
  getWhatsAppNumber,
  useWhatsAppNumberQuery,
  whatsAppNumberQueryOptions,
} from "./number-query";
export { chooseMessage, whatsappLink } from "./link";
