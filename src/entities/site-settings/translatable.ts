/** The settings' texts that have translations (site_setting_translations). */
export const SITE_SETTINGS_TRANSLATABLE = [
  "tagline",
  "story",
  "quality_statement",
  "business_hours",
  "figures",
  "certifications",
] as const;
