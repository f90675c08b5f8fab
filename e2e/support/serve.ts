/**
 * Playwright's web server: the local backend in memory, serving the built app (dist-e2e) on the
 * API's own origin, so the app and /rest/v1, /auth/v1 share http://127.0.0.1:23421; and the local
 * deploy hook ("Publish" re-renders the pages from this backend and swaps them in), as
 * `npm run preview` serves it, on a port of its own that only the backend knows.
 */
import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { loadConfig } from "../../local-supabase/src/config";
import { writeFileSync } from "node:fs";
import { issueAdminSetupCode } from "../../local-supabase/src/db/admin-setup-code";
import { startStack } from "../../local-supabase/src/server";
import { SitePublisher } from "../../scripts/prerender/publisher";
import { E2E_API_PORT, E2E_INBOX_PORT, E2E_ORIGIN } from "./ports";
import { SETUP_CODE_FILE } from "./setup-code";

const root = path.resolve(import.meta.dirname, "..", "..");
const base = loadConfig(process.env);

const publisher = new SitePublisher({
  outDir: path.join(root, process.env.E2E_DIST ?? "dist-e2e"),
  backendUrl: E2E_ORIGIN,
  anonKey: base.anonKey,
  origin: E2E_ORIGIN,
  supabaseUrl: E2E_ORIGIN,
  // The specs read the English pages a publish changes: the other 29 languages are kept as built.
  languages: ["en"],
  log: (m) => console.log(`[e2e publish] ${m}`),
});
const hookApp = new Hono();
hookApp.all("/__publish/:token", (c) => publisher.handle(c.req.method, c.req.param("token")));
const hookPort = await new Promise<number>((resolve) => {
  const server = serve({ fetch: hookApp.fetch, hostname: "127.0.0.1", port: 0 }, (info) =>
    resolve(info.port),
  );
  server.unref();
});

const stack = await startStack(
  loadConfig(process.env, {
    apiPort: E2E_API_PORT,
    inboxPort: E2E_INBOX_PORT,
    dbPort: -1,
    dataDir: null,
    staticDir: publisher.root,
    deployHookUrl: `http://127.0.0.1:${hookPort}${publisher.hookPath}`,
    deployHookFile: null,
    siteUrl: `http://127.0.0.1:${E2E_API_PORT}`,
    // Specs that stand in for many visitors send X-Forwarded-For, as a gateway on this machine would.
    trustedProxies: ["127.0.0.1", "::1"],
    quiet: true,
  }),
);
// Like the backend test stack: anon keeps 8 s (hosted Supabase gives it 3 s) so that a loaded
// 2-core CI machine does not cut a page's read and restart the one database thread under every test.
await stack.ctx.db.query("alter role anon set statement_timeout = '8s'");
await stack.ctx.roleTimeouts.load();
// The first-admin test reads the one-time setup code here, as an operator reads the stack's log.
writeFileSync(SETUP_CODE_FILE, (await issueAdminSetupCode(stack.ctx.db)) ?? "", { mode: 0o600 });
console.log(`e2e stack ready on ${stack.apiUrl}`);

const stop = () => {
  publisher.dispose();
  void stack.close().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
