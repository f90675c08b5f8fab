import type { TranslationDef } from "@/lib/content-language";

/** The widget's texts that have translations (whatsapp_setting_translations). */
export const WHATSAPP_SETTINGS_TRANSLATION = {
  table: "whatsapp_setting_translations",
  fk: "whatsapp_setting_id",
  fields: [
    {
      name: "welcome_message",
      kind: "textarea",
      max: 1000,
      label: "whatsapp.admin.fields.welcome",
    },
    {
      name: "custom_message",
      kind: "textarea",
      max: 1000,
      label: "whatsapp.admin.fields.custom",
    },
  ],
} as const satisfies TranslationDef;

export const WHATSAPP_SETTINGS_TRANSLATABLE = WHATSAPP_SETTINGS_TRANSLATION.fields.map(
  (f) => f.name,
);
