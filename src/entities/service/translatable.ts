import type { TranslationDef } from "@/lib/content-language";

/** The service texts that have translations (service_translations). */
export const SERVICE_TRANSLATION = {
  table: "service_translations",
  fk: "service_id",
  gapsFunction: "services_missing_translation",
  fields: [
    { name: "title", kind: "text", max: 160 },
    { name: "summary", kind: "textarea", max: 500 },
    { name: "body", kind: "textarea", max: 20000 },
    { name: "features", kind: "list", max: 300 },
  ],
} as const satisfies TranslationDef;

export const SERVICE_TRANSLATABLE = SERVICE_TRANSLATION.fields.map((f) => f.name);
