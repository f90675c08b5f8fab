import { existsSync, readFileSync } from "node:fs";
import { Hono } from "hono";
import { publishSite, type PublishCaller } from "../../../supabase/functions/_shared/publish";
import type { ServiceContext } from "../context";
import { runAs } from "../db/run-as";
import { JwtVerifier, requestClaims } from "../rest/auth";
import { ApiError } from "../rest/errors";

/**
 * The deploy hook URL: DEPLOY_HOOK_URL, else the hook file `npm run preview` writes at start
 * (read at each publish, so a preview started after the backend is found). Server side only.
 */
export function deployHookUrl(ctx: ServiceContext): string | null {
  if (ctx.config.deployHookUrl) return ctx.config.deployHookUrl;
  const file = ctx.config.deployHookFile;
  if (!file || !existsSync(file)) return null;
  return readFileSync(file, "utf8").trim() || null;
}

/** /functions/v1/publish, as the publish Edge Function answers it on hosted Supabase. */
export function createFunctionsApp(ctx: ServiceContext): Hono {
  const verifier = new JwtVerifier(ctx.config.jwtSecret);
  const app = new Hono();
  app.post("/publish", async (c) => {
    const header = (name: string) => c.req.header(name);
    let claims;
    try {
      claims = await requestClaims(verifier, header);
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 401;
      return c.json({ ok: false, error: "invalid token" }, status === 403 ? 403 : 401);
    }
    const caller = async (): Promise<PublishCaller> => {
      const userId = typeof claims.sub === "string" && claims.sub ? claims.sub : null;
      if (!userId || claims.role !== "authenticated") return { userId: null, isAdmin: false };
      const identity = { claims, headers: {}, method: "POST", path: "/functions/v1/publish" };
      const isAdmin = await runAs(ctx.db, identity, ctx.roleTimeouts, async (tx) => {
        // As text: the two database drivers answer booleans alike then.
        const r = await tx.query<{ admin: string }>(
          "select public.is_current_user_admin()::text as admin",
        );
        return r.rows[0]?.admin === "true";
      });
      return { userId, isAdmin };
    };
    const answer = await publishSite({
      caller,
      hookUrl: async () => deployHookUrl(ctx),
      async record(run) {
        await ctx.db.query(
          "insert into public.publish_runs (requested_by, ok, hook_status, error) values ($1, $2, $3, $4)",
          [run.requestedBy, run.ok, run.hookStatus, run.error],
        );
      },
      timeoutMs: ctx.config.deployHookTimeoutMs,
    });
    if (!answer.body.ok) ctx.log(`publish: ${answer.status} ${answer.body.error ?? ""}`);
    return c.json(answer.body, answer.status as 200);
  });
  app.all("*", (c) => c.json({ error: "function not found" }, 404));
  return app;
}
