import type { DateRange } from "../lib/range";

export const analyticsKeys = {
  all: ["analytics"] as const,
  report: (range: DateRange) => [...analyticsKeys.all, "report", range.start, range.end] as const,
};
