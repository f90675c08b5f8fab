import type { TransportListParams as TransportFilters } from "./list-params";

/** Every query that shows transport_companies lives under `transportKeys.all`. */
export const transportKeys = {
  all: ["transport-companies"] as const,
  list: (filters: TransportFilters) => [...transportKeys.all, "list", filters] as const,
  facets: () => [...transportKeys.all, "facets"] as const,
  admin: () => [...transportKeys.all, "admin"] as const,
  count: () => [...transportKeys.admin(), "count"] as const,
};
