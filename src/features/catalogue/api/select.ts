/** Columns a product card needs; categories and brands come embedded by their foreign keys. */
export const SUMMARY_COLUMNS =
  "id, slug, name, short_description, image_url, image_width, image_height, is_featured";

export const summarySelect = (innerCategory = false, innerBrand = false) =>
  `${SUMMARY_COLUMNS}, category:categories${innerCategory ? "!inner" : ""}(slug, name), brand:brands${innerBrand ? "!inner" : ""}(slug, name)`;
