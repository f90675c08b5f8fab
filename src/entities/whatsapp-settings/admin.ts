// whatsapp_settings in the back office: the full row and its save (see ./index.ts for the site's part).
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
