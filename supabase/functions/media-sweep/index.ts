// The media-sweep Edge Function (Deno, hosted Supabase): deletes the files of the media and
// documents buckets that no content, translation or trashed record references and that are older
// than MEDIA_GRACE_SECONDS (default one day), through the Storage API with the service role
// (hosted Storage does not allow deleting storage.objects rows from SQL). Schedule it with
// pg_cron + pg_net, e.g. hourly; see README. Callers must send the service role key as Bearer.
import { createClient } from "npm:@supabase/supabase-js@2";
import {
  DEFAULT_MEDIA_GRACE_SECONDS,
  sweepUnusedMedia,
  type MediaSweepCandidate,
  type MediaSweepStore,
} from "../_shared/media-sweep.ts";

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): void;
};

const env = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`missing secret ${name}`);
  return value;
};

const db = createClient(env("SUPABASE_URL"), env("SUPABASE_SERVICE_ROLE_KEY"), {
  auth: { persistSession: false, autoRefreshToken: false },
});

const store: MediaSweepStore = {
  async candidates(graceSeconds) {
    const { data, error } = await db.rpc("media_sweep_candidates", {
      grace_seconds: graceSeconds,
    });
    if (error) throw new Error(error.message);
    return (data ?? []) as MediaSweepCandidate[];
  },
  async remove(bucket, names) {
    const { data, error } = await db.storage.from(bucket).remove(names);
    if (error) throw new Error(error.message);
    return (data ?? []).map((o: { name: string }) => o.name);
  },
};

const grace = Number.parseInt(Deno.env.get("MEDIA_GRACE_SECONDS") ?? "", 10);

Deno.serve(async (req) => {
  const token = (req.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "");
  if (!token || token !== env("SUPABASE_SERVICE_ROLE_KEY"))
    return new Response("forbidden", { status: 403 });
  try {
    const result = await sweepUnusedMedia(
      store,
      Number.isFinite(grace) && grace >= 0 ? grace : DEFAULT_MEDIA_GRACE_SECONDS,
    );
    return Response.json({ removed: result.removed.length });
  } catch (err) {
    return Response.json(
      { error: err instanceof Error ? err.message : String(err) },
      { status: 500 },
    );
  }
});
