/**
 * The prerender of a built site, shared by `npm run build` (scripts/build.ts) and a publish
 * (scripts/prerender/publisher.ts): every public page in every language into `outDir`, then
 * spa.html, sitemap.xml, robots.txt, _headers and build-stamp.json.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { build } from "vite";
import { LANGUAGE_CODES } from "../../src/i18n/languages";
import { localizedPath, PRIVATE_PATH_PREFIXES } from "../../src/i18n/url-language";
import { withNoindex } from "../../src/prerender/html";
import { BUILD_STAMP_FILE, type BuildStamp } from "../../src/prerender/build-stamp";
import { buildScriptHashes, HEADERS_FILE, headersFile, securityHeaders } from "./security-headers";
import { robotsTxt, sitemapXml, type SitemapPage } from "./sitemap";

interface LanguageJob {
  lng: string;
  shell: string;
  targets: { path: string; file: string }[];
}

/** What the build uses of the server entry (src/entry-server.tsx) on its own thread. */
interface ServerEntry {
  publicPages: () => Promise<SitemapPage[]>;
}

interface ThreadResult {
  written: number;
  errors: string[];
  passes: number;
  maxPasses: number;
}

/** The server entry, built against the prerender's backend (the browser build keeps its own). */
export async function buildServerEntry(backendUrl: string, ssrDir: string): Promise<string> {
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

function runThread(entry: string, jobs: LanguageJob[]) {
  return new Promise<ThreadResult>((resolve, reject) => {
    const worker = new Worker(new URL("./worker.mjs", import.meta.url), {
      workerData: { entry, jobs },
    });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`prerender thread exited with ${code}`));
    });
  });
}

/** When the content last changed (content_last_changed_at()), or null where it cannot be read. */
export async function contentLastChangedAt(
  backendUrl: string,
  anonKey: string,
): Promise<string | null> {
  try {
    const res = await fetch(`${backendUrl}/rest/v1/rpc/content_last_changed_at`, {
      method: "POST",
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${anonKey}`,
        "content-type": "application/json",
      },
      body: "{}",
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return null;
    const value = (await res.json()) as unknown;
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

export interface PrerenderSiteOptions {
  outDir: string;
  /** The browser build's index.html as Vite wrote it (before any page was written over it). */
  shell: string;
  /** The built server entry (buildServerEntry). */
  entry: string;
  backendUrl: string;
  anonKey: string;
  /** The public origin (canonical, hreflang, sitemap URLs). */
  origin: string;
  /** The browser's backend, for the CSP. */
  supabaseUrl: string;
  threads: number;
  /** The languages whose pages are rendered (all by default); see SitePublisherOptions. */
  languages?: readonly string[];
}

export interface PrerenderSiteResult {
  written: number;
  paths: number;
  passes: number;
  maxPasses: number;
  stamp: BuildStamp;
}

export async function prerenderSite(options: PrerenderSiteOptions): Promise<PrerenderSiteResult> {
  const { outDir, shell, entry, origin, threads } = options;
  // Read before any page: a change made while the pages render counts as not yet published.
  const stamp: BuildStamp = {
    builtAt: new Date().toISOString(),
    contentChangedAt: await contentLastChangedAt(options.backendUrl, options.anonKey),
  };
  writeFileSync(path.join(outDir, "spa.html"), withNoindex(shell));

  // The pages come from the route table and the data (src/app/public-paths.ts).
  const server = (await import(entry)) as ServerEntry;
  const pages = await server.publicPages();
  const jobs: LanguageJob[] = (options.languages ?? LANGUAGE_CODES).map((lng) => ({
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
  // After the pages: the CSP lists the hash of every inline script of every page written above.
  const headers = securityHeaders(options.supabaseUrl, buildScriptHashes(outDir));
  writeFileSync(path.join(outDir, HEADERS_FILE), headersFile(headers));
  writeFileSync(path.join(outDir, BUILD_STAMP_FILE), `${JSON.stringify(stamp)}\n`);
  return {
    written: results.reduce((sum, r) => sum + r.written, 0),
    paths: pages.length,
    passes: results.reduce((sum, r) => sum + r.passes, 0),
    maxPasses: Math.max(...results.map((r) => r.maxPasses)),
    stamp,
  };
}
