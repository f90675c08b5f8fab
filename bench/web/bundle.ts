import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface PageBytes {
  /**
   * KiB gzip of what the page's HTML itself loads (its scripts' static closures and stylesheets):
   * all the browser needs before the prerendered page's first paint.
   */
  firstLoad: number;
  /**
   * KiB gzip (level 9) of the entry script's static closure and its CSS, plus the app chunk it
   * loads after the first paint (src/main.tsx) with its closure: every page needs them.
   */
  entryJs: number;
  entryCss: number;
  /** The page's own preloads and lazy page module (closures) minus the entry. */
  routeJs: number;
  routeCss: number;
  /** The page language's bundle (a language other than English), minus the above. */
  i18nJs: number;
  total: number;
  routeFiles: string[];
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Reads a build's manifest and measures what each page needs before it is interactive. */
export class BuildBytes {
  private readonly manifest: Manifest;
  private readonly byFile = new Map<string, ManifestChunk>();
  private readonly sizes = new Map<string, number>();

  constructor(private readonly dist: string) {
    const file = path.join(dist, ".vite", "manifest.json");
    if (!existsSync(file))
      throw new Error(`no manifest in ${dist} (build with BUILD_MANIFEST=true)`);
    this.manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
    for (const chunk of Object.values(this.manifest)) this.byFile.set(chunk.file, chunk);
  }

  private gzip(file: string): number {
    let size = this.sizes.get(file);
    if (size === undefined) {
      const full = path.join(this.dist, file);
      size = existsSync(full) ? gzipSync(readFileSync(full), { level: 9 }).length : 0;
      this.sizes.set(file, size);
    }
    return size;
  }

  /** A file and everything it loads statically (imports and CSS). */
  private closure(files: string[], seen = new Set<string>()): Set<string> {
    const stack = [...files];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const chunk = this.byFile.get(file);
      for (const css of chunk?.css ?? []) seen.add(css);
      for (const key of chunk?.imports ?? []) {
        const next = this.manifest[key];
        if (next) stack.push(next.file);
      }
    }
    return seen;
  }

  private chunkOf(moduleKey: string): string {
    const chunk = this.manifest[moduleKey];
    if (!chunk) throw new Error(`${moduleKey} is not a chunk of the build`);
    return chunk.file;
  }

  /** The scripts, module preloads and stylesheets an HTML page loads (same-origin only). */
  private htmlSeeds(html: string): string[] {
    const seeds: string[] = [];
    for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
      const attr = (name: string) =>
        new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(tag)?.[1];
      const rel = (attr("rel") ?? "").toLowerCase();
      const url = tag.startsWith("<script")
        ? attr("src")
        : /stylesheet|modulepreload|preload/.test(rel)
          ? attr("href")
          : undefined;
      if (url && !/^(https?:)?\/\//.test(url)) seeds.push(url.replace(/^\.?\//, ""));
    }
    return seeds;
  }

  /**
   * `html`: the page as served; `pageModule`: the lazy page it renders (src/app/pages/...);
   * `languageModule`: the language bundle it awaits before rendering, if not English.
   */
  page(html: string, pageModule: string, languageModule?: string): PageBytes {
    const total = (files: Iterable<string>, ext: string) =>
      [...files].filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + this.gzip(f), 0);
    const app = this.manifest["src/main.tsx"] ? [this.chunkOf("src/main.tsx")] : [];
    const entry = this.closure([this.chunkOf("index.html"), ...app]);
    // What the page adds (its own preloads, its lazy page module) beyond the shared entry.
    const route = [...this.closure([...this.htmlSeeds(html), this.chunkOf(pageModule)])].filter(
      (f) => !entry.has(f),
    );
    const language = languageModule
      ? [...this.closure([this.chunkOf(languageModule)])].filter(
          (f) => !entry.has(f) && !route.includes(f),
        )
      : [];
    const figures = {
      entryJs: kib(total(entry, ".js")),
      entryCss: kib(total(entry, ".css")),
      routeJs: kib(total(route, ".js")),
      routeCss: kib(total(route, ".css")),
      i18nJs: kib(total(language, ".js")),
    };
    const sum = Object.values(figures).reduce((a, b) => a + b, 0);
    const firstLoad = this.closure(this.htmlSeeds(html));
    return {
      firstLoad: kib(total(firstLoad, ".js") + total(firstLoad, ".css")),
      ...figures,
      total: Math.round(sum * 10) / 10,
      routeFiles: [...route, ...language],
    };
  }
}
