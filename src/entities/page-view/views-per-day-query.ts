import { useQuery } from "@tanstack/react-query";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { pageViewKeys } from "./keys";

export interface DayViews {
  day: string;
  views: number;
}

export async function getViewsPerDay(days: number, signal?: AbortSignal): Promise<DayViews[]> {
  let query = supabase.rpc("analytics_views_per_day", { days_param: days });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return (data ?? []).map((row) => ({ day: String(row.day), views: Number(row.views) }));
}

export function useViewsPerDayQuery(days = 7) {
  return useQuery({
    queryKey: pageViewKeys.viewsPerDay(days),
    queryFn: ({ signal }) => getViewsPerDay(days, signal),
  });
}
