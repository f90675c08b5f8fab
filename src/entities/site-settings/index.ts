export { siteSettingsKeys } from "./keys";
export type { SiteSettings } from "./model";
export { SITE_SETTINGS_TRANSLATABLE } from "./translatable";
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
