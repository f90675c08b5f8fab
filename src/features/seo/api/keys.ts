export const seoKeys = {
  all: ["seo-settings"] as const,
  list: () => [...seoKeys.all, "list"] as const,
};
