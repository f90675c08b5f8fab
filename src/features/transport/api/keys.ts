import type { TransportFilters } from "../lib/filters";

export const transportKeys = {
  all: ["transport-companies"] as const,
  list: (filters: TransportFilters) => [...transportKeys.all, "list", filters] as const,
  facets: () => [...transportKeys.all, "facets"] as const,
};
