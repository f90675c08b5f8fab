#!/usr/bin/env node
// `npm run bench:web`: the JavaScript and CSS a visitor downloads before a page is usable, in KiB
// gzip (level 9), for `/`, `/products` and a product page. Builds the site with a Vite manifest
// into a temporary folder (or reads an existing build: `--dist DIR`), then follows the manifest:
//   entry = index.html's static-import closure (+ its CSS), loaded by every page;
//   route = the lazy page module's static-import closure (+ CSS) minus the entry;
//   i18n  = the English locale chunk, counted only if English is split out of the entry.
// Figures are printed, never asserted. `--json` prints them as JSON.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ROUTES = [
  { route: "/", module: "src/app/pages/home-page.tsx" },
  { route: "/products", module: "src/app/pages/products-page.tsx" },
  { route: "/products/{slug}", module: "src/app/pages/product-detail-page.tsx" },
];
const EN_LOCALE = "src/i18n/locales/en/index.ts";

const args = process.argv.slice(2);
const asJson = args.includes("--json");
const distArg = args[args.indexOf("--dist") + 1];
const root = path.resolve(import.meta.dirname, "..");

let dist = distArg && args.includes("--dist") ? path.resolve(distArg) : null;
let temp = null;
if (!dist) {
  temp = mkdtempSync(path.join(tmpdir(), "bench-web-"));
  dist = temp;
  const vite = path.join(root, "node_modules", ".bin", "vite");
  const built = spawnSync(
    vite,
    ["build", "--manifest", "--outDir", dist, "--emptyOutDir", "--logLevel", "error"],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (built.status !== 0) {
    console.error("bench:web: the build failed");
    process.exit(1);
  }
}

try {
  const manifestPath = path.join(dist, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) {
    console.error(`bench:web: no manifest in ${dist} (build with --manifest)`);
    process.exit(2);
  }
  /** @type {Record<string, {file: string, imports?: string[], css?: string[], isEntry?: boolean}>} */
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

  /** Every file (JS and CSS) a manifest chunk loads up front: itself, static imports, CSS. */
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };

  const gzipCache = new Map();
  const gzip = (file) => {
    if (!gzipCache.has(file)) {
      const full = path.join(dist, file);
      gzipCache.set(file, existsSync(full) ? gzipSync(readFileSync(full), { level: 9 }).length : 0);
    }
    return gzipCache.get(file);
  };
  const total = (files, ext) =>
    [...files].filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + gzip(f), 0);
  const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith(".html"));
  if (!entryKey) throw new Error("no index.html entry in the manifest");
  const entry = closure(entryKey);
  // English is split out only if it has its own chunk that the entry does not already contain.
  const en = manifest[EN_LOCALE] ? [...closure(EN_LOCALE)].filter((f) => !entry.has(f)) : [];

  const rows = ROUTES.map(({ route, module }) => {
    if (!manifest[module]) throw new Error(`${module} is not a chunk of the build`);
    const own = [...closure(module)].filter((f) => !entry.has(f) && !en.includes(f));
    const figures = {
      entryJs: kib(total(entry, ".js")),
      entryCss: kib(total(entry, ".css")),
      i18nJs: kib(total(en, ".js")),
      routeJs: kib(total(own, ".js")),
      routeCss: kib(total(own, ".css")),
    };
    const sum =
      figures.entryJs + figures.entryCss + figures.i18nJs + figures.routeJs + figures.routeCss;
    return { route, ...figures, total: Math.round(sum * 10) / 10, routeFiles: own };
  });

  if (asJson) {
    console.log(JSON.stringify({ englishInEntry: en.length === 0, rows }, null, 2));
  } else {
    const cols = ["entry JS", "entry CSS", "en i18n", "route JS", "route CSS", "total"];
    console.log(
      "KiB gzip before the page is usable (entry = index.html closure; route = lazy page minus entry)",
    );
    console.log(`${"page".padEnd(20)}${cols.map((c) => c.padStart(11)).join("")}`);
    for (const r of rows) {
      const values = [r.entryJs, r.entryCss, r.i18nJs, r.routeJs, r.routeCss, r.total];
      console.log(`${r.route.padEnd(20)}${values.map((v) => v.toFixed(1).padStart(11)).join("")}`);
    }
    console.log(
      en.length === 0
        ? "English strings ship inside the entry chunk (no separate en chunk)."
        : `English chunk: ${en.join(", ")}`,
    );
    for (const r of rows) console.log(`route files ${r.route}: ${r.routeFiles.join(", ") || "-"}`);
  }
} finally {
  if (temp) rmSync(temp, { recursive: true, force: true });
}
