/**
 * `npm run preview`: serves the build (dist) as a static host does (scripts/prerender/../static),
 * plus the local deploy hook behind the back office's "Publish": a POST to
 * /__publish/<token> re-renders the prerendered pages from the running backend and swaps them in.
 * The token is new at every start; the hook's URL goes to the local backend through its hook file
 * (DEPLOY_HOOK_FILE, default .local-supabase/deploy-hook-url, readable by this user only), which
 * the backend reads at each publish. Nothing of it reaches the browser.
 *
 *   tsx scripts/preview.ts [--outDir dist] [--port 4173]
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { loadEnv } from "vite";
import { loadConfig } from "../local-supabase/src/config";
import { serveStaticApp } from "../local-supabase/src/static";
import { SitePublisher } from "./prerender/publisher";

const root = path.resolve(import.meta.dirname, "..");
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const outDir = path.resolve(root, arg("--outDir") ?? "dist");
const port = Number(arg("--port") ?? process.env.PREVIEW_PORT ?? 4173);
const host = "127.0.0.1";
const env = { ...loadEnv("production", root, ""), ...process.env };
const backendConfig = loadConfig(env);
const log = (message: string) => console.log(`[preview] ${message}`);

if (!existsSync(path.join(outDir, "spa.html"))) {
  console.error(`[preview] no build in ${outDir}: run npm run build first`);
  process.exit(1);
}

const publisher = new SitePublisher({
  outDir,
  backendUrl: (
    env.PRERENDER_SUPABASE_URL ||
    env.VITE_SUPABASE_URL ||
    "http://127.0.0.1:54321"
  ).replace(/\/+$/, ""),
  anonKey: env.VITE_SUPABASE_ANON_KEY || backendConfig.anonKey,
  origin: (env.VITE_SITE_URL || `http://${host}:${port}`).replace(/\/+$/, ""),
  supabaseUrl: env.VITE_SUPABASE_URL || "http://127.0.0.1:54321",
  log,
});

const app = new Hono();
app.all("/__publish/:token", (c) => publisher.handle(c.req.method, c.req.param("token")));
serveStaticApp(app, publisher.root);

const hookUrl = `http://${host}:${port}${publisher.hookPath}`;
const hookFile = backendConfig.deployHookFile;
const server = serve({ fetch: app.fetch, hostname: host, port }, () => {
  if (hookFile) {
    mkdirSync(path.dirname(hookFile), { recursive: true });
    writeFileSync(hookFile, `${hookUrl}\n`, { mode: 0o600 });
  }
  log(
    `site: http://${host}:${port}  (Publish rebuilds ${path.relative(root, outDir)} from ${env.VITE_SUPABASE_URL || "http://127.0.0.1:54321"})`,
  );
});
server.once("error", (err) => {
  console.error(`[preview] ${err.message}`);
  process.exit(1);
});

const stop = () => {
  // Only this run's hook: a later preview may have written its own.
  if (hookFile && existsSync(hookFile) && readFileSync(hookFile, "utf8").trim() === hookUrl)
    rmSync(hookFile);
  publisher.dispose();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
