import type { TranslationDef } from "@/lib/content-language";

/** The banner texts that have translations (banner_translations). */
export const BANNER_TRANSLATION = {
  table: "banner_translations",
  fk: "banner_id",
  gapsFunction: "banners_missing_translation",
  fields: [
    { name: "title", kind: "text", max: 200 },
    { name: "subtitle", kind: "textarea", max: 500 },
    { name: "cta_label", kind: "text", max: 60 },
  ],
} as const satisfies TranslationDef;

export const BANNER_TRANSLATABLE = BANNER_TRANSLATION.fields.map((f) => f.name);
