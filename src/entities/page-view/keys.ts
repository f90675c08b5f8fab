/** An inclusive date range of the analytics report (YYYY-MM-DD). */
export interface ReportRange {
  start: string;
  end: string;
}

/** Every query that shows page_views lives under `pageViewKeys.all`. */
export const pageViewKeys = {
  all: ["analytics"] as const,
  report: (range: ReportRange) => [...pageViewKeys.all, "report", range.start, range.end] as const,
  viewsPerDay: (days: number) => [...pageViewKeys.all, "views-per-day", days] as const,
};
