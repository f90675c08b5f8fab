export const calculatorKeys = {
  all: ["calculator"] as const,
  products: () => [...calculatorKeys.all, "products"] as const,
};
