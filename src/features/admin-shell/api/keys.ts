export const dashboardKeys = {
  all: ["admin-dashboard"] as const,
  counts: () => [...dashboardKeys.all, "counts"] as const,
  latestEvents: () => [...dashboardKeys.all, "latest-events"] as const,
  views: (days: number) => [...dashboardKeys.all, "views", days] as const,
};
