import type { TranslationDef } from "@/lib/content-language";

/**
 * The settings' texts that have translations (site_setting_translations), with the parent
 * columns' limits (the same numbers as SITE_SETTINGS_LIMITS in ./limits, which public pages do
 * not load: it brings zod).
 */
export const SITE_SETTINGS_TRANSLATION = {
  table: "site_setting_translations",
  fk: "site_setting_id",
  fields: [
    { name: "tagline", kind: "text", max: 300 },
    { name: "story", kind: "textarea", max: 5000 },
    { name: "figures", kind: "figures", max: 80 },
    { name: "certifications", kind: "list", max: 160 },
    { name: "quality_statement", kind: "textarea", max: 2000 },
    { name: "business_hours", kind: "text", max: 200 },
  ],
} as const satisfies TranslationDef;

export const SITE_SETTINGS_TRANSLATABLE = SITE_SETTINGS_TRANSLATION.fields.map((f) => f.name);
