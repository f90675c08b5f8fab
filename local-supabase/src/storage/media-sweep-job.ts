import {
  sweepUnusedMedia,
  type MediaSweepCandidate,
  type MediaSweepResult,
  type MediaSweepStore,
} from "../../../supabase/functions/_shared/media-sweep";
import type { Queryable } from "../db/types";

/**
 * The sweep's store locally: the candidates through SQL (as the superuser), the deletes through
 * the Storage API with the service role key, as the Edge Function does on hosted Supabase.
 */
export function localMediaSweepStore(
  db: Queryable,
  apiUrl: () => string,
  serviceRoleKey: string,
): MediaSweepStore {
  return {
    async candidates(graceSeconds) {
      const { rows } = await db.query<MediaSweepCandidate>(
        "select bucket_id, name from public.media_sweep_candidates($1)",
        [graceSeconds],
      );
      return rows;
    },
    async remove(bucket, names) {
      const res = await fetch(`${apiUrl()}/storage/v1/object/${encodeURIComponent(bucket)}`, {
        method: "DELETE",
        headers: {
          authorization: `Bearer ${serviceRoleKey}`,
          apikey: serviceRoleKey,
          "content-type": "application/json",
        },
        body: JSON.stringify({ prefixes: names }),
      });
      if (!res.ok) throw new Error(`storage ${res.status}: ${(await res.text()).slice(0, 300)}`);
      const removed = (await res.json()) as { name: string }[];
      return removed.map((o) => o.name);
    },
  };
}

export interface MediaSweepJobOptions {
  store: MediaSweepStore;
  graceSeconds: number;
  intervalMs: number;
  log: (message: string) => void;
}

/** Runs the shared sweep every intervalMs, never two runs at once; stop() waits for the last. */
export function startMediaSweepJob(options: MediaSweepJobOptions): {
  stop: () => Promise<void>;
} {
  let running: Promise<MediaSweepResult | void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = sweepUnusedMedia(options.store, options.graceSeconds)
      .then((result) => {
        if (result.removed.length)
          options.log(`media sweep: removed ${result.removed.length} unused file(s)`);
      })
      .catch((err: unknown) => {
        // The function is missing until its migration has run; anything else is logged.
        const text = err instanceof Error ? err.message : String(err);
        if (!/media_sweep_candidates/.test(text)) options.log(`media sweep: ${text}`);
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref?.();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
