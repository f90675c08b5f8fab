export const contactKeys = {
  all: ["contact"] as const,
  details: () => [...contactKeys.all, "details"] as const,
  productName: (slug: string) => [...contactKeys.all, "product-name", slug] as const,
};
