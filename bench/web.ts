/**
 * `npm run bench:web`: how fast the public pages are, as a visitor on a phone gets them.
 *
 * Starts the local backend in memory (migrations and seed: the data the pages show), builds the
 * site against it the way production is built (`npm run build`: the browser build and the
 * prerendered pages) with a Vite manifest, serves the build as a static host does (gzip, the
 * prerendered <path>/index.html, else the SPA shell), then prints for each page:
 *   - KiB gzip (level 9) of JavaScript and CSS: the first load (what the page's HTML loads, its
 *     entry script's static closure and CSS: all the prerendered page's first paint waits for),
 *     then what hydration needs after it: the app chunk's closure, the page's lazy module (and
 *     its preloads), and for a language other than English that language's bundle;
 *   - Lighthouse 12.8 mobile (default throttling) performance score, FCP, LCP, TBT and CLS,
 *     medians of `--runs` runs (5), on Debian's chromium.
 * Figures are printed, never asserted (machines differ; see /work/shared/perf/README.md).
 *
 *   npm run bench:web [-- --runs 5] [--no-lighthouse] [--json] [--keep DIR] [--only /,/products/*]
 *
 * `--only` measures just the listed paths (a trailing `*` matches a prefix: `--only /,/products/*`).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../local-supabase/src/config";
import { startStack } from "../local-supabase/src/server";
import { BuildBytes, type PageBytes } from "./web/bundle";
import { lighthouse, type LighthouseFigures } from "./web/lighthouse";
import { serveDist } from "./web/serve-dist";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(option("--runs") ?? 5);
const withLighthouse = !args.includes("--no-lighthouse");
const asJson = args.includes("--json");
const keep = option("--keep");
const only = option("--only")?.split(",");
/** `--only`: an exact path, or a prefix ending in `*`. */
const selected = (pagePath: string) =>
  !only ||
  only.some((p) => (p.endsWith("*") ? pagePath.startsWith(p.slice(0, -1)) : pagePath === p));

const TARGETS =
  "targets: / first load <= 120 KiB; Lighthouse >= 95, LCP <= 1800 ms, CLS < 0.02, TBT < 150 ms";

interface Page {
  label: string;
  path: string;
  module: string;
  language?: string;
}

async function firstProductSlug(apiUrl: string, anonKey: string): Promise<string> {
  const res = await fetch(
    `${apiUrl}/rest/v1/products?select=slug&is_active=eq.true&order=slug&limit=1`,
    { headers: { apikey: anonKey } },
  );
  const rows = (await res.json()) as { slug: string }[];
  if (!rows[0]) throw new Error("bench:web: the seed has no active product");
  return rows[0].slug;
}

function build(outDir: string, apiUrl: string, siteUrl: string): void {
  const env = {
    ...process.env,
    VITE_SUPABASE_URL: apiUrl,
    VITE_SITE_URL: siteUrl,
    BUILD_MANIFEST: "true",
  };
  const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
  // `npm run build` (scripts/build.ts: browser build + prerender); a plain Vite build before it.
  const [cmd, cmdArgs] = existsSync(path.join(root, "scripts", "build.ts"))
    ? [bin("tsx"), ["scripts/build.ts", "--outDir", outDir]]
    : [bin("vite"), ["build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"]];
  const started = Date.now();
  const result = spawnSync(cmd, cmdArgs, {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("bench:web: the build failed");
  if (!asJson) console.log(`build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function printTable(rows: { page: Page; bytes: PageBytes; lh: LighthouseFigures | null }[]) {
  const head = [
    "1st load",
    "entry JS",
    "entry CSS",
    "route JS",
    "route CSS",
    "i18n JS",
    "KiB total",
  ];
  const lhHead = ["score", "FCP ms", "LCP ms", "TBT ms", "CLS"];
  const width = Math.max(...rows.map((r) => r.page.label.length)) + 2;
  console.log(
    "KiB gzip: 1st load (the HTML's entry script closure + CSS, before first paint), then what hydration needs (app closure + page module + language bundle); Lighthouse mobile medians",
  );
  console.log(
    `${"page".padEnd(width)}${head.map((c) => c.padStart(10)).join("")}  |${lhHead.map((c) => c.padStart(8)).join("")}`,
  );
  for (const { page, bytes, lh } of rows) {
    const kib = [
      bytes.firstLoad,
      bytes.entryJs,
      bytes.entryCss,
      bytes.routeJs,
      bytes.routeCss,
      bytes.i18nJs,
    ];
    const cells = [...kib, bytes.total].map((v) => v.toFixed(1).padStart(10)).join("");
    const lhCells = lh
      ? [lh.score, lh.fcpMs, lh.lcpMs, lh.tbtMs].map((v) => String(v).padStart(8)).join("") +
        lh.cls.toFixed(3).padStart(8) +
        (lh.failed.length ? `  (${lh.runs}/${runs} runs ok: ${lh.failed.join(",")})` : "")
      : "       -";
    console.log(`${page.label.padEnd(width)}${cells}  |${lhCells}`);
  }
  console.log(TARGETS);
  for (const { page, bytes } of rows) {
    console.log(`page files ${page.label}: ${bytes.routeFiles.join(", ") || "-"}`);
  }
  for (const { page, lh } of rows) {
    if (lh?.lcpElement) console.log(`LCP element ${page.label}: ${lh.lcpElement}`);
  }
}

async function main() {
  const config = loadConfig(process.env, {
    apiPort: 0,
    inboxPort: 0,
    dbPort: -1,
    dataDir: null,
    databaseUrl: null,
    staticDir: null,
    quiet: true,
  });
  const stack = await startStack(config);
  const dist = keep ? path.resolve(keep) : mkdtempSync(path.join(tmpdir(), "bench-web-"));
  const server = await serveDist(dist);
  try {
    build(dist, stack.apiUrl, server.origin);
    const slug = await firstProductSlug(stack.apiUrl, config.anonKey);
    const pages: Page[] = [
      { label: "/", path: "/", module: "src/app/pages/home-page.tsx" },
      { label: "/products", path: "/products", module: "src/app/pages/products-page.tsx" },
      {
        label: `/products/${slug}`,
        path: `/products/${slug}`,
        module: "src/app/pages/product-detail-page.tsx",
      },
      {
        label: "/services/waterproofing-calculator",
        path: "/services/waterproofing-calculator",
        module: "src/app/pages/calculator-page.tsx",
      },
      {
        label: "/hi/products",
        path: "/hi/products",
        module: "src/app/pages/products-page.tsx",
        language: "src/i18n/locales/hi/index.ts",
      },
    ];
    const bytes = new BuildBytes(dist);
    const rows = [];
    for (const page of pages) {
      if (!selected(page.path)) continue;
      const html = await (await fetch(`${server.origin}${page.path}`)).text();
      const lh = withLighthouse
        ? await lighthouse(root, `${server.origin}${page.path}`, runs)
        : null;
      rows.push({ page, bytes: bytes.page(html, page.module, page.language), lh });
    }
    if (asJson) console.log(JSON.stringify({ runs, rows }, null, 2));
    else printTable(rows);
  } finally {
    await server.close();
    await stack.close();
    if (!keep) rmSync(dist, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
