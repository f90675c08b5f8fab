/** Every query that shows brands lives under `brandKeys.all`. */
export const brandKeys = {
  all: ["brands"] as const,
  facets: () => [...brandKeys.all, "facets"] as const,
  admin: () => [...brandKeys.all, "admin"] as const,
};
