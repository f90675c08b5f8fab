import type { ContentLanguage } from "@/lib/content-language";
import { categoryNameTranslation, PRODUCT_SUMMARY_FIELDS, productTranslations } from "./localized";

/** Columns a product card needs; categories and brands come embedded by their foreign keys. */
export const SUMMARY_COLUMNS =
  "id, slug, name, short_description, image_url, image_width, image_height, is_featured";

/** A card's columns with the product's and its category's translations into `lang` embedded. */
export const summarySelect = (
  innerCategory = false,
  innerBrand = false,
  lang: ContentLanguage = "en",
) =>
  `${SUMMARY_COLUMNS}${productTranslations(PRODUCT_SUMMARY_FIELDS, lang)}, category:categories${innerCategory ? "!inner" : ""}(slug, name${categoryNameTranslation(lang)}), brand:brands${innerBrand ? "!inner" : ""}(slug, name)`;
