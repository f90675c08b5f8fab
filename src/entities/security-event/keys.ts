import type { SecurityEventFilters } from "./events-query";

/** Every query that shows security_events lives under `securityEventKeys.all`. */
export const securityEventKeys = {
  all: ["security-events"] as const,
  list: (filters: SecurityEventFilters, page: number, pageSize: number) =>
    [...securityEventKeys.all, "list", filters, page, pageSize] as const,
  latest: () => [...securityEventKeys.all, "latest"] as const,
};
