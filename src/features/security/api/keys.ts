import type { SecurityEventFilters } from "./security-events-query";

export const securityKeys = {
  all: ["security"] as const,
  events: (filters: SecurityEventFilters, page: number, pageSize: number) =>
    [...securityKeys.all, "events", filters, page, pageSize] as const,
  people: () => [...securityKeys.all, "people"] as const,
  protection: () => ["site-settings", "protection"] as const,
  staffMfa: () => ["site-settings", "staff-mfa"] as const,
  factors: () => [...securityKeys.all, "factors"] as const,
};
