export { pageViewKeys, type ReportRange } from "./keys";
export { recordPageView, type PageView } from "./record";
export { getAnalyticsReport, useAnalyticsReportQuery, type AnalyticsReport } from "./report-query";
export { getViewsPerDay, useViewsPerDayQuery, type DayViews } from "./views-per-day-query";
