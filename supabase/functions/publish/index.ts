// The publish Edge Function (Deno, hosted Supabase): an admin's "Publish" in the back office
// calls the host's deploy hook, which rebuilds the prerendered pages; see README (Publishing).
//
// Secret: DEPLOY_HOOK_URL (the Netlify / Cloudflare Pages / Vercel build hook), set with
// `supabase secrets set DEPLOY_HOOK_URL=...`; it never leaves this function. SUPABASE_URL,
// SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are set by Supabase. The caller's own token
// decides: public.is_current_user_admin() is asked with it (so the second-factor rule holds too).
import { createClient } from "npm:@supabase/supabase-js@2";
import { publishSite } from "../_shared/publish.ts";

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): void;
};

const env = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`missing secret ${name}`);
  return value;
};

const service = createClient(env("SUPABASE_URL"), env("SUPABASE_SERVICE_ROLE_KEY"), {
  auth: { persistSession: false, autoRefreshToken: false },
});

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, apikey, content-type, x-client-info",
  "access-control-allow-methods": "POST, OPTIONS",
};

Deno.serve(async (req) => {
  if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS });
  if (req.method !== "POST")
    return new Response("method not allowed", { status: 405, headers: CORS });
  const authorization = req.headers.get("authorization") ?? "";
  const asCaller = createClient(env("SUPABASE_URL"), env("SUPABASE_ANON_KEY"), {
    global: { headers: { authorization } },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const answer = await publishSite({
    async caller() {
      const { data: user } = await asCaller.auth.getUser();
      if (!user.user) return { userId: null, isAdmin: false };
      const { data, error } = await asCaller.rpc("is_current_user_admin");
      return { userId: user.user.id, isAdmin: !error && data === true };
    },
    hookUrl: async () => Deno.env.get("DEPLOY_HOOK_URL") || null,
    async record(run) {
      const { error } = await service.from("publish_runs").insert({
        requested_by: run.requestedBy,
        ok: run.ok,
        hook_status: run.hookStatus,
        error: run.error,
      });
      if (error) throw new Error(error.message);
    },
  });
  return Response.json(answer.body, { status: answer.status, headers: CORS });
});
