import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { publishKeys } from "./keys";
import { PUBLISH_RUN_COLUMNS, type PublishRun } from "./model";

/** The newest publish attempt, or null when nobody has published yet. */
export async function getLatestPublishRun(signal?: AbortSignal): Promise<PublishRun | null> {
  let query = supabase
    .from("publish_runs")
    .select(PUBLISH_RUN_COLUMNS)
    .order("requested_at", { ascending: false })
    .limit(1);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return (data?.[0] ?? null) as PublishRun | null;
}

export function useLatestPublishRunQuery() {
  return useQuery({
    queryKey: publishKeys.latestRun(),
    queryFn: ({ signal }) => getLatestPublishRun(signal),
  });
}

/** Content changes (audit entries) after `since`, every one of them when `since` is null. */
export async function countContentChangesSince(
  since: string | null,
  signal?: AbortSignal,
): Promise<number> {
  let query = supabase.from("content_audit").select("id", { count: "exact", head: true });
  if (since) query = query.gt("changed_at", since);
  if (signal) query = query.abortSignal(signal);
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

export function useContentChangesSinceQuery(since: string | null, enabled: boolean) {
  return useQuery({
    queryKey: publishKeys.changesSince(since),
    queryFn: ({ signal }) => countContentChangesSince(since, signal),
    enabled,
    refetchInterval: 60_000,
  });
}
