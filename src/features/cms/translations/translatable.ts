import { BANNER_TRANSLATION } from "@/entities/banner";
import { CATEGORY_TRANSLATION } from "@/entities/category";
import { PRODUCT_TRANSLATION } from "@/entities/product";
import { SEO_SETTING_TRANSLATION } from "@/entities/seo-setting";
import { SERVICE_TRANSLATION } from "@/entities/service";
import { SITE_SETTINGS_TRANSLATION } from "@/entities/site-settings";
import { VIDEO_TRANSLATION } from "@/entities/video";
import { WHATSAPP_SETTINGS_TRANSLATION } from "@/entities/whatsapp-settings";
import { LANGUAGES, type LanguageInfo } from "@/i18n/languages";
import type { TranslatableField, TranslatableKind, TranslationDef } from "@/lib/content-language";

export type { TranslatableField, TranslatableKind, TranslationDef };

/** Translatable content types by resource key (cms/resources/*); the fields live in the entities. */
export const TRANSLATIONS: Readonly<Record<string, TranslationDef>> = {
  products: PRODUCT_TRANSLATION,
  categories: CATEGORY_TRANSLATION,
  services: SERVICE_TRANSLATION,
  banners: BANNER_TRANSLATION,
  videos: VIDEO_TRANSLATION,
  // The WhatsApp widget's texts (its own settings page, no list).
  whatsapp: WHATSAPP_SETTINGS_TRANSLATION,
  seo: SEO_SETTING_TRANSLATION,
  // The company's facts (one row, /admin/settings).
  siteSettings: SITE_SETTINGS_TRANSLATION,
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
