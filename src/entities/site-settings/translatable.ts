import type { TranslationDef } from "@/lib/content-language";
import { SITE_SETTINGS_LIMITS as L } from "./limits";

/** The settings' texts that have translations (site_setting_translations). */
export const SITE_SETTINGS_TRANSLATION = {
  table: "site_setting_translations",
  fk: "site_setting_id",
  fields: [
    { name: "tagline", kind: "text", max: L.tagline },
    { name: "story", kind: "textarea", max: L.story },
    { name: "figures", kind: "figures", max: L.figures.label },
    { name: "certifications", kind: "list", max: L.certifications.max },
    { name: "quality_statement", kind: "textarea", max: L.quality_statement },
    { name: "business_hours", kind: "text", max: L.business_hours },
  ],
} as const satisfies TranslationDef;

export const SITE_SETTINGS_TRANSLATABLE = SITE_SETTINGS_TRANSLATION.fields.map((f) => f.name);
