export { seoKeys } from "./keys";
export { SEO_SETTING_TRANSLATABLE, SEO_SETTING_TRANSLATION } from "./translatable";
export {
  getSeoSettings,
  seoSettingsQueryOptions,
  useSeoSettingsQuery,
  type SeoRow,
} from "./queries";
