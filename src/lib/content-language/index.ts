export { hasText, localize, localizeAll, type WithTranslations } from "./localize";
export {
  needsTranslation,
  toContentLanguage,
  translationFilters,
  translationsEmbed,
  type ContentLanguage,
} from "./content-language";
export { useContentLanguage } from "./use-content-language";
export {
  translatableNames,
  type TranslatableField,
  type TranslatableKind,
  type TranslationDef,
} from "./translatable";
