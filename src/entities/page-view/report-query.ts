import { useQuery } from "@tanstack/react-query";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { pageViewKeys, type ReportRange as DateRange } from "./keys";

export interface AnalyticsReport {
  viewsPerDay: { day: string; views: number; sessions: number }[];
  topPages: { path: string; views: number }[];
  topProducts: { product_slug: string; product_name: string | null; views: number }[];
  languages: { language: string; views: number }[];
  messagesPerWeek: { week_start: string; messages: number; spam: number }[];
}

function unwrap<T>(result: { data: T | null; error: unknown }): T {
  if (result.error) throw result.error;
  return result.data ?? ([] as T);
}

/** bigint counts may arrive as strings; the charts want numbers. */
const num = (v: unknown): number => Number(v ?? 0);

/** The five admin-only aggregates over one inclusive date range, asked in parallel. */
export async function getAnalyticsReport(
  range: DateRange,
  signal?: AbortSignal,
): Promise<AnalyticsReport> {
  const args = { start_param: range.start, end_param: range.end };
  const call = <Q extends { abortSignal: (s: AbortSignal) => Q }>(q: Q): Q =>
    signal ? q.abortSignal(signal) : q;
  const [days, pages, products, languages, weeks] = await Promise.all([
    call(supabase.rpc("analytics_views_per_day", args)),
    call(supabase.rpc("analytics_top_pages", { ...args, limit_param: 10 })),
    call(supabase.rpc("analytics_top_products", { ...args, limit_param: 10 })),
    call(supabase.rpc("analytics_languages", args)),
    call(supabase.rpc("analytics_contact_messages_per_week", args)),
  ]);
  return {
    viewsPerDay: unwrap(days).map((r) => ({
      day: String(r.day),
      views: num(r.views),
      sessions: num(r.sessions),
    })),
    topPages: unwrap(pages).map((r) => ({ path: r.path, views: num(r.views) })),
    topProducts: unwrap(products).map((r) => ({
      product_slug: r.product_slug,
      product_name: r.product_name,
      views: num(r.views),
    })),
    languages: unwrap(languages).map((r) => ({ language: r.language, views: num(r.views) })),
    messagesPerWeek: unwrap(weeks).map((r) => ({
      week_start: String(r.week_start),
      messages: num(r.messages),
      spam: num(r.spam),
    })),
  };
}

export function useAnalyticsReportQuery(range: DateRange | null) {
  return useQuery({
    queryKey: range ? pageViewKeys.report(range) : [...pageViewKeys.all, "none"],
    queryFn: ({ signal }) => getAnalyticsReport(range!, signal),
    enabled: range !== null,
    staleTime: 60_000,
  });
}
