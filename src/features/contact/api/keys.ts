export const contactKeys = {
  all: ["contact"] as const,
  details: (lang: string) => [...contactKeys.all, "details", lang] as const,
  productName: (slug: string) => [...contactKeys.all, "product-name", slug] as const,
};
