import type { TranslationDef } from "@/lib/content-language";

/** The category texts that have translations (category_translations). */
export const CATEGORY_TRANSLATION = {
  table: "category_translations",
  fk: "category_id",
  gapsFunction: "categories_missing_translation",
  fields: [
    { name: "name", kind: "text", max: 120 },
    { name: "description", kind: "textarea", max: 2000 },
  ],
} as const satisfies TranslationDef;

export const CATEGORY_TRANSLATABLE = CATEGORY_TRANSLATION.fields.map((f) => f.name);
