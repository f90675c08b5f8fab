export { hasText, localize, localizeAll, type WithTranslations } from "./lib/localize";
export {
  needsTranslation,
  toContentLanguage,
  translationFilters,
  translationsEmbed,
  type ContentLanguage,
} from "./lib/content-language";
export { useContentLanguage } from "./hooks/use-content-language";
