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
  setProtection,
  setStaffMfaRequired,
  useProtectionMutation,
  useStaffMfaMutation,
} from "./mutations";
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
