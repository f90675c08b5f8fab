/**
 * `npm run build`: the browser build (vite build), then every public page prerendered in every
 * language from the backend the build points at (see scripts/prerender/backend.ts), the SPA
 * shell for every other route (spa.html, marked noindex), sitemap.xml, robots.txt and _headers
 * (the security headers, CSP with the inline scripts' hashes: scripts/prerender/security-headers.ts)
 * and build-stamp.json (when, and which content: see scripts/prerender/site.ts).
 *
 *   tsx scripts/build.ts [--outDir dist]
 *
 * Env: VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY (the browser's backend), PRERENDER_SUPABASE_URL
 * (read the content from another backend than the browser's), VITE_SITE_URL (the public origin
 * for canonical, hreflang and sitemap URLs; default http://127.0.0.1:4173, the preview server),
 * PRERENDER_THREADS (default: one per CPU core, at most 4).
 */
import { readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { build, loadEnv } from "vite";
import { LANGUAGE_CODES } from "../src/i18n/languages";
import { prerenderBackend } from "./prerender/backend";
import { writeShareImages } from "./prerender/share-images";
import { buildServerEntry, prerenderSite } from "./prerender/site";

const root = path.resolve(import.meta.dirname, "..");
const argOutDir = process.argv.indexOf("--outDir");
const outDir = path.resolve(root, argOutDir > 0 ? process.argv[argOutDir + 1]! : "dist");
// Inside the project, so the server bundle resolves its dependencies from node_modules.
const ssrDir = path.join(root, "node_modules", ".cache", "prerender", path.basename(outDir));
// .env files count as Vite reads them; the process's own environment wins, as in Vite.
const env = { ...loadEnv("production", root, ""), ...process.env };
process.env.VITE_SITE_URL = env.VITE_SITE_URL || "http://127.0.0.1:4173";
const origin = process.env.VITE_SITE_URL.replace(/\/+$/, "");
// The browser's backend, as src/integrations/supabase/config.ts defaults it.
const supabaseUrl = env.VITE_SUPABASE_URL || "http://127.0.0.1:54321";
const threads = Math.max(
  1,
  Number(process.env.PRERENDER_THREADS) || Math.min(4, availableParallelism()),
);

async function main() {
  const started = Date.now();
  const phases: string[] = [];
  let phaseStart = started;
  let cpuStart = process.cpuUsage();
  // CPU seconds too (every thread of this process): on a shared machine wall time says little.
  const phase = (name: string) => {
    const cpu = process.cpuUsage(cpuStart);
    const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
    phases.push(`${name} ${((Date.now() - phaseStart) / 1000).toFixed(1)} s (CPU ${cpuSeconds} s)`);
    phaseStart = Date.now();
    cpuStart = process.cpuUsage();
  };
  await build({ build: { outDir, emptyOutDir: true } });
  phase("browser build");
  const shareImages = writeShareImages(path.join(root, "public"), outDir);
  phase(`${shareImages} share images`);
  const backend = await prerenderBackend(env);
  phase("backend");
  try {
    const entry = await buildServerEntry(backend.url, ssrDir);
    phase("server build");
    const site = await prerenderSite({
      outDir,
      shell: readFileSync(path.join(outDir, "index.html"), "utf8"),
      entry,
      backendUrl: backend.url,
      anonKey: backend.anonKey,
      origin,
      supabaseUrl,
      threads,
    });
    phase("prerender");
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `prerendered ${site.written} pages (${site.paths} paths × ${LANGUAGE_CODES.length} languages, and a 404 page each) from ${backend.url} on ${threads} threads in ${site.passes} render passes (at most ${site.maxPasses} a page); build took ${seconds} s (${phases.join(", ")})`,
    );
  } finally {
    await backend.stop();
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

await main();
