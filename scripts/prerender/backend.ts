import { loadConfig } from "../../local-supabase/src/config";
import { startStack } from "../../local-supabase/src/server";

export interface PrerenderBackend {
  url: string;
  anonKey: string;
  /** Stops the backend this build started; a no-op for one that was already running. */
  stop: () => Promise<void>;
}

const isLocal = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(url);

async function answers(url: string, anonKey: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/rest/v1/site_settings?select=id&limit=1`, {
      headers: { apikey: anonKey },
      signal: AbortSignal.timeout(3000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * The backend the prerender reads: PRERENDER_SUPABASE_URL, else VITE_SUPABASE_URL when it answers.
 * With neither, or a local URL where nothing answers yet (the browser tests build before their
 * stack starts), it starts the local backend in memory on a free port and stops it afterwards.
 */
export async function prerenderBackend(env: NodeJS.ProcessEnv): Promise<PrerenderBackend> {
  const anonKey = env.VITE_SUPABASE_ANON_KEY || loadConfig(env).anonKey;
  const url = (env.PRERENDER_SUPABASE_URL || env.VITE_SUPABASE_URL || "").replace(/\/+$/, "");
  if (url && (await answers(url, anonKey))) return { url, anonKey, stop: async () => undefined };
  if (url && !isLocal(url)) throw new Error(`prerender: no backend answers at ${url}`);
  const stack = await startStack(
    loadConfig(env, {
      apiPort: 0,
      inboxPort: 0,
      dbPort: -1,
      dataDir: null,
      databaseUrl: null,
      staticDir: null,
      deployHookUrl: null,
      deployHookFile: null,
      quiet: true,
    }),
  );
  // Its own database: anon keeps 8 s (hosted Supabase gives it 3 s), as the test stacks do, so a
  // build on a loaded machine is not cut short by the embedded database's slower reads.
  await stack.ctx.db.query("alter role anon set statement_timeout = '8s'");
  await stack.ctx.roleTimeouts.load();
  return { url: stack.apiUrl, anonKey, stop: () => stack.close() };
}
