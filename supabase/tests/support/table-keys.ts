/** Tables whose primary key is not `id`: the content translation tables, keyed (parent, language). */
export const TRANSLATION_PARENTS = {
  product_translations: { parent: "products", fk: "product_id" },
  category_translations: { parent: "categories", fk: "category_id" },
  service_translations: { parent: "services", fk: "service_id" },
  banner_translations: { parent: "banners", fk: "banner_id" },
  video_translations: { parent: "videos", fk: "video_id" },
  seo_setting_translations: { parent: "seo_settings", fk: "seo_setting_id" },
  site_setting_translations: { parent: "site_settings", fk: "site_setting_id" },
  whatsapp_setting_translations: { parent: "whatsapp_settings", fk: "whatsapp_setting_id" },
} as const;

export type TranslationTable = keyof typeof TRANSLATION_PARENTS;

export const TABLE_KEYS: Record<string, string[]> = Object.fromEntries(
  Object.entries(TRANSLATION_PARENTS).map(([t, { fk }]) => [t, [fk, "language"]]),
);
