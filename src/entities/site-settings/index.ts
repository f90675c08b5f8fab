export { siteSettingsKeys } from "./keys";
export type { SiteSettings } from "./model";
export { SITE_SETTINGS_TRANSLATABLE, SITE_SETTINGS_TRANSLATION } from "./translatable";
export {
  SITE_SETTINGS_LIMITS,
  siteSettingsSchema,
  type SiteSettingsForm,
  type SiteSettingsRow,
} from "./limits";
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
