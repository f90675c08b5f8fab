/**
 * "Publish": an admin asks the host to rebuild the prerendered pages through its deploy hook.
 * Shared by the local backend (Node) and the publish Edge Function (Deno). No imports: the caller
 * brings who is asking, the hook URL (a server-side secret) and where attempts are recorded.
 */

export interface PublishCaller {
  /** The user's id, or null for the anon key or no token. */
  userId: string | null;
  /** public.is_current_user_admin() answered for the caller's own token. */
  isAdmin: boolean;
}

export interface PublishRun {
  requestedBy: string;
  ok: boolean;
  hookStatus: number | null;
  error: string | null;
}

export interface PublishDeps {
  caller: () => Promise<PublishCaller>;
  /** The deploy hook URL, or null when the operator has set none. */
  hookUrl: () => Promise<string | null>;
  /** Inserts a row into public.publish_runs (as the service role / superuser). */
  record: (run: PublishRun) => Promise<void>;
  fetch?: typeof fetch;
  /** How long the hook may take to answer (the local hook answers once the pages are rebuilt). */
  timeoutMs?: number;
}

/** What the function answers; never the hook URL. */
export interface PublishAnswer {
  status: number;
  body: { ok: boolean; hook_status?: number | null; error?: string };
}

const HOOK_TIMEOUT_MS = 120_000;

/** A hook error without the URL (a fetch error may quote it, and the URL is the secret). */
function describeFailure(err: unknown, url: string): string {
  const name = err instanceof Error ? err.name : "";
  if (name === "TimeoutError" || name === "AbortError") return "the deploy hook did not answer";
  const message = err instanceof Error ? err.message : String(err);
  return `the deploy hook could not be reached: ${message}`.split(url).join("<hook>").slice(0, 300);
}

/** Checks the caller is an admin, calls the hook (POST, as Netlify, Vercel and Cloudflare take it) and records the attempt. */
export async function publishSite(deps: PublishDeps): Promise<PublishAnswer> {
  const caller = await deps.caller();
  if (!caller.userId) return { status: 401, body: { ok: false, error: "sign in first" } };
  if (!caller.isAdmin) return { status: 403, body: { ok: false, error: "admins only" } };
  const url = await deps.hookUrl();
  if (!url) {
    const error = "no deploy hook is configured (DEPLOY_HOOK_URL)";
    await deps.record({ requestedBy: caller.userId, ok: false, hookStatus: null, error });
    return { status: 503, body: { ok: false, hook_status: null, error } };
  }
  let hookStatus: number | null = null;
  let error: string | null = null;
  try {
    const res = await (deps.fetch ?? fetch)(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
      signal: AbortSignal.timeout(deps.timeoutMs ?? HOOK_TIMEOUT_MS),
    });
    hookStatus = res.status;
    await res.body?.cancel();
    if (!res.ok) error = `the deploy hook answered ${res.status}`;
  } catch (err) {
    error = describeFailure(err, url);
  }
  const ok = error === null;
  await deps.record({ requestedBy: caller.userId, ok, hookStatus, error });
  return {
    status: ok ? 200 : 502,
    body: ok ? { ok, hook_status: hookStatus } : { ok, hook_status: hookStatus, error: error! },
  };
}
