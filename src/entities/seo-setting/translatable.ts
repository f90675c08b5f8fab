import type { TranslationDef } from "@/lib/content-language";

/** The SEO texts that have translations (seo_setting_translations). */
export const SEO_SETTING_TRANSLATION = {
  table: "seo_setting_translations",
  fk: "seo_setting_id",
  gapsFunction: "seo_settings_missing_translation",
  fields: [
    { name: "title", kind: "text", max: 120, label: "cms.fields.seoTitle" },
    { name: "description", kind: "textarea", max: 320, label: "cms.fields.seoDescription" },
    { name: "keywords", kind: "text", max: 500 },
  ],
} as const satisfies TranslationDef;

export const SEO_SETTING_TRANSLATABLE = SEO_SETTING_TRANSLATION.fields.map((f) => f.name);
