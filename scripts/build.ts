/**
 * `npm run build`: the browser build (vite build), then every public page prerendered in every
 * language from the backend the build points at (see scripts/prerender/backend.ts), the SPA
 * shell for every other route (spa.html, marked noindex), sitemap.xml, robots.txt and _headers
 * (the security headers, CSP with the inline scripts' hashes: scripts/prerender/security-headers.ts).
 *
 *   tsx scripts/build.ts [--outDir dist]
 *
 * Env: VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY (the browser's backend), PRERENDER_SUPABASE_URL
 * (read the content from another backend than the browser's), VITE_SITE_URL (the public origin
 * for canonical, hreflang and sitemap URLs; default http://127.0.0.1:4173, the preview server),
 * PRERENDER_THREADS (default: one per CPU core, at most 4).
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { build, loadEnv } from "vite";
import { LANGUAGE_CODES } from "../src/i18n/languages";
import { localizedPath, PRIVATE_PATH_PREFIXES } from "../src/i18n/url-language";
import { withNoindex } from "../src/prerender/html";
import { prerenderBackend } from "./prerender/backend";
import { writeShareImages } from "./prerender/share-images";
import {
  buildScriptHashes,
  HEADERS_FILE,
  headersFile,
  securityHeaders,
} from "./prerender/security-headers";
import { robotsTxt, sitemapXml, type SitemapPage } from "./prerender/sitemap";

interface LanguageJob {
  lng: string;
  shell: string;
  targets: { path: string; file: string }[];
}

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

/** What the build uses of the server entry (src/entry-server.tsx) on its own thread. */
interface ServerEntry {
  publicPages: () => Promise<SitemapPage[]>;
}

/** The server entry, built against the prerender's backend (the browser build keeps its own). */
async function buildServerEntry(backendUrl: string): Promise<string> {
  const browserUrl = process.env.VITE_SUPABASE_URL;
  process.env.VITE_SUPABASE_URL = backendUrl;
  try {
    await build({
      logLevel: "warn",
      build: { ssr: "src/entry-server.tsx", outDir: ssrDir, emptyOutDir: true },
    });
  } finally {
    if (browserUrl === undefined) delete process.env.VITE_SUPABASE_URL;
    else process.env.VITE_SUPABASE_URL = browserUrl;
  }
  return pathToFileURL(path.join(ssrDir, "entry-server.js")).href;
}

interface ThreadResult {
  written: number;
  errors: string[];
  passes: number;
  maxPasses: number;
}

function runThread(entry: string, jobs: LanguageJob[]) {
  return new Promise<ThreadResult>((resolve, reject) => {
    const worker = new Worker(new URL("./prerender/worker.mjs", import.meta.url), {
      workerData: { entry, jobs },
    });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`prerender thread exited with ${code}`));
    });
  });
}

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
    const entry = await buildServerEntry(backend.url);
    phase("server build");
    const shell = readFileSync(path.join(outDir, "index.html"), "utf8");
    writeFileSync(path.join(outDir, "spa.html"), withNoindex(shell));

    // The pages come from the route table and the data (src/app/public-paths.ts).
    const server = (await import(entry)) as ServerEntry;
    const pages = await server.publicPages();
    const jobs: LanguageJob[] = LANGUAGE_CODES.map((lng) => ({
      lng,
      shell,
      targets: [
        ...pages.map((p) => ({
          path: p.path,
          file: path.join(outDir, localizedPath(p.path, lng), "index.html"),
        })),
        // Any route matches "*": the not-found page, for hosts that serve a 404.html.
        { path: "/__not-found__", file: path.join(outDir, localizedPath("/", lng), "404.html") },
      ],
    }));
    const shares = Array.from({ length: threads }, (_, i) =>
      jobs.filter((_, j) => j % threads === i),
    );
    const results = await Promise.all(shares.map((share) => runThread(entry, share)));
    phase("prerender");
    const written = results.reduce((sum, r) => sum + r.written, 0);
    const passes = results.reduce((sum, r) => sum + r.passes, 0);
    const maxPasses = Math.max(...results.map((r) => r.maxPasses));
    const failures = results.flatMap((r) => r.errors);
    if (failures.length) throw new Error(`prerender: queries failed:\n${failures.join("\n")}`);

    writeFileSync(
      path.join(outDir, "sitemap.xml"),
      sitemapXml(
        origin,
        pages.filter((p) => p.sitemap !== false),
        LANGUAGE_CODES,
        localizedPath,
      ),
    );
    writeFileSync(path.join(outDir, "robots.txt"), robotsTxt(origin, PRIVATE_PATH_PREFIXES));
    // Last: the CSP lists the hash of every inline script of every page written above.
    const headers = securityHeaders(supabaseUrl, buildScriptHashes(outDir));
    writeFileSync(path.join(outDir, HEADERS_FILE), headersFile(headers));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `prerendered ${written} pages (${pages.length} paths × ${LANGUAGE_CODES.length} languages, and a 404 page each) from ${backend.url} on ${threads} threads in ${passes} render passes (at most ${maxPasses} a page); build took ${seconds} s (${phases.join(", ")})`,
    );
  } finally {
    await backend.stop();
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

await main();
