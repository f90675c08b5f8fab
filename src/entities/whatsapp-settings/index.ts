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
export {
  ADMIN_COLUMNS,
  getAdminWhatsAppSettings,
  useAdminWhatsAppSettingsQuery,
} from "./admin-queries";
export {
  AnotherActiveError,
  saveWhatsAppSettings,
  StaleSettingsError,
  useSaveWhatsAppSettings,
  type SaveVars,
} from "./mutations";
export { chooseMessage, whatsappLink } from "./link";
