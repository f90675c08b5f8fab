import {
  localize,
  translationFilters,
  translationsEmbed,
  type ContentLanguage,
} from "@/lib/content-language";
import type { ProductDetail, ProductSummary } from "./model";
import { PRODUCT_TRANSLATION } from "./translatable";

/** The product texts a card shows, and those of the product page (all of them). */
export const PRODUCT_SUMMARY_FIELDS = ["name", "short_description"] as const;
export const PRODUCT_DETAIL_FIELDS = PRODUCT_TRANSLATION.fields.map((f) => f.name);

export const productTranslations = (fields: readonly string[], lang: ContentLanguage): string =>
  translationsEmbed("product_translations", fields, lang);

export const categoryNameTranslation = (lang: ContentLanguage): string =>
  translationsEmbed("category_translations", ["name"], lang);

/** Keeps only `lang`'s translations of the product and of its embedded category. */
export const productLanguageFilters = (lang: ContentLanguage) =>
  translationFilters(lang, ["", "category"]);

type Category = ProductSummary["category"];

function localizeCategory(category: Category): Category {
  return category ? localize(category, ["name"]) : null;
}

/** A product card's row (as read with `summarySelect`) in the content language. */
export function localizeSummary(row: unknown): ProductSummary {
  const p = localize(row as ProductSummary, PRODUCT_SUMMARY_FIELDS);
  return { ...p, category: localizeCategory(p.category) };
}

/** The product page's row in the content language. */
export function localizeDetail(row: unknown): ProductDetail {
  const p = localize(row as ProductDetail, PRODUCT_DETAIL_FIELDS);
  return {
    ...p,
    features: p.features ?? [],
    applications: p.applications ?? [],
    category: localizeCategory(p.category),
  };
}
