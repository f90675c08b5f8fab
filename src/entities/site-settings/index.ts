// site_settings for every page (company facts, figures, protection): the switches' writes are
// in "@/entities/site-settings/admin", so the site's chunks do not carry them.
export { siteSettingsKeys } from "./keys";
export type { SiteSettings } from "./model";
export { SITE_SETTINGS_TRANSLATABLE, SITE_SETTINGS_TRANSLATION } from "./translatable";
// The form's zod schema is imported from "./limits" by the back office only: zod stays out of
// the public pages that read the settings through this index.
export {
  getProtectionEnabled,
  getSiteSettings,
  getStaffMfaRequired,
  protectionQueryOptions,
  siteSettingsQueryOptions,
  staffMfaQueryOptions,
  useSiteSettingsQuery,
} from "./queries";
export {
  addressLines,
  parseFigures,
  toParagraphs,
  type AddressParts,
  type CompanyFigure,
} from "./figures";
export {
  contactDetailsQueryOptions,
  getContactDetails,
  useContactDetailsQuery,
  type ContactDetails,
} from "./contact-details-query";
