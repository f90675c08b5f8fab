export const calculatorKeys = {
  all: ["calculator"] as const,
  products: (lang: string) => [...calculatorKeys.all, "products", lang] as const,
};
