/** The settings' texts that have translations (whatsapp_setting_translations). */
export const WHATSAPP_SETTINGS_TRANSLATABLE = ["welcome_message", "custom_message"] as const;
