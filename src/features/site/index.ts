export { useSiteSettingsQuery, type SiteSettings } from "./api/site-settings-query";
