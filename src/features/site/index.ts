export { useSiteSettingsQuery, type SiteSettings } from "./api/site-settings-query";
export { useSocialLinksQuery, type SocialLink } from "./api/social-links-query";
export { addressLines, parseFigures, toParagraphs, type CompanyFigure } from "./lib/figures";
export { platformName } from "./lib/platforms";
