import { LANGUAGES, type LanguageInfo } from "@/i18n/languages";

/** How a translatable field is edited: one line, several lines, or a list (one item per line). */
export type TranslatableKind = "text" | "textarea" | "list";

export interface TranslatableField {
  name: string;
  kind: TranslatableKind;
  /** The parent column's length limit (per item for lists). */
  max: number;
  /** i18n key of the label; defaults to cms.fields.<name>. */
  label?: string;
}

/** A content type's translations table (supabase/migrations/20251123160000_content_translations.sql). */
export interface TranslationDef {
  table: string;
  /** The column pointing at the English (parent) row. */
  fk: string;
  fields: TranslatableField[];
  /** The admin-only function listing the records with gaps in a language (20251123160100). */
  gapsFunction?: string;
}

/** Translatable content types by resource key (cms/resources/*). */
export const TRANSLATIONS: Readonly<Record<string, TranslationDef>> = {
  products: {
    table: "product_translations",
    fk: "product_id",
    gapsFunction: "products_missing_translation",
    fields: [
      { name: "name", kind: "text", max: 160 },
      { name: "short_description", kind: "textarea", max: 500 },
      { name: "description", kind: "textarea", max: 20000 },
      { name: "features", kind: "list", max: 300 },
      { name: "applications", kind: "list", max: 300 },
      { name: "coverage", kind: "text", max: 300 },
    ],
  },
  categories: {
    table: "category_translations",
    fk: "category_id",
    gapsFunction: "categories_missing_translation",
    fields: [
      { name: "name", kind: "text", max: 120 },
      { name: "description", kind: "textarea", max: 2000 },
    ],
  },
  services: {
    table: "service_translations",
    fk: "service_id",
    gapsFunction: "services_missing_translation",
    fields: [
      { name: "title", kind: "text", max: 160 },
      { name: "summary", kind: "textarea", max: 500 },
      { name: "body", kind: "textarea", max: 20000 },
      { name: "features", kind: "list", max: 300 },
    ],
  },
  banners: {
    table: "banner_translations",
    fk: "banner_id",
    gapsFunction: "banners_missing_translation",
    fields: [
      { name: "title", kind: "text", max: 200 },
      { name: "subtitle", kind: "textarea", max: 500 },
      { name: "cta_label", kind: "text", max: 60 },
    ],
  },
  videos: {
    table: "video_translations",
    fk: "video_id",
    gapsFunction: "videos_missing_translation",
    fields: [
      { name: "title", kind: "text", max: 200 },
      { name: "description", kind: "textarea", max: 5000 },
    ],
  },
  // The WhatsApp widget's texts (its own settings page, no list).
  whatsapp: {
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
  },
  seo: {
    table: "seo_setting_translations",
    fk: "seo_setting_id",
    gapsFunction: "seo_settings_missing_translation",
    fields: [
      { name: "title", kind: "text", max: 120, label: "cms.fields.seoTitle" },
      { name: "description", kind: "textarea", max: 320, label: "cms.fields.seoDescription" },
      { name: "keywords", kind: "text", max: 500 },
    ],
  },
};

export function translationDefFor(resourceKey: string): TranslationDef | undefined {
  return TRANSLATIONS[resourceKey];
}

/** The languages content is translated into: every site language but English (the source). */
export const TRANSLATION_LANGUAGES: readonly LanguageInfo[] = LANGUAGES.filter(
  (l) => l.code !== "en",
);

export function isTranslationLanguage(code: string | null | undefined): boolean {
  return TRANSLATION_LANGUAGES.some((l) => l.code === code);
}
