import type { Queryable } from "../db/types";

export interface TrashPurgeJobOptions {
  db: Queryable;
  intervalMs: number;
  log: (message: string) => void;
}

/** One purge: public.purge_trash() as the superuser; returns how many trash rows went. */
export async function purgeTrash(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ purged: number }>("select public.purge_trash() as purged");
  return Number(rows[0]?.purged ?? 0);
}

/**
 * Runs purge_trash() at start and then every intervalMs, never two runs at once (hosted
 * Supabase schedules the same function with pg_cron, see README); stop() waits for the last.
 */
export function startTrashPurgeJob(options: TrashPurgeJobOptions): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = purgeTrash(options.db)
      .then((purged) => {
        if (purged) options.log(`trash: ${purged} record(s) older than 30 days purged`);
      })
      .catch((err: unknown) => {
        // The function is missing until its migration has run; anything else is logged.
        const text = err instanceof Error ? err.message : String(err);
        if (!/purge_trash/.test(text)) options.log(`trash purge job: ${text}`);
      })
      .finally(() => {
        running = null;
      });
  };
  tick();
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
