export { socialLinkKeys } from "./keys";
export {
  getSocialLinks,
  socialLinksQueryOptions,
  useSocialLinksQuery,
  type SocialLink,
} from "./queries";
export { platformName } from "./platforms";
