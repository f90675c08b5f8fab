import type { TranslationDef } from "@/lib/content-language";

/** The product texts that have translations (product_translations). */
export const PRODUCT_TRANSLATION = {
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
} as const satisfies TranslationDef;

export type ProductTranslatable = (typeof PRODUCT_TRANSLATION.fields)[number]["name"];
