/** One publish an admin asked for (public.publish_runs). */
export interface PublishRun {
  id: number;
  requested_at: string;
  ok: boolean;
  hook_status: number | null;
}

export const PUBLISH_RUN_COLUMNS = "id, requested_at, ok, hook_status";

/** What the publish function answers (never the hook URL). */
export interface PublishResult {
  ok: boolean;
  hook_status: number | null;
}
