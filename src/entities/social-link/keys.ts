/** Every query that shows social_links lives under `socialLinkKeys.all`. */
export const socialLinkKeys = {
  all: ["social-links"] as const,
  active: () => [...socialLinkKeys.all, "active"] as const,
};
