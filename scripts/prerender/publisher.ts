/**
 * The local deploy hook behind "Publish": re-runs the prerender against the running backend into
 * a fresh folder, then swaps it in as the served root. Requests read the root once (see
 * local-supabase/src/static.ts), so each one sees the old site or the new one, never a half-written
 * page or a missing file; the old folder is removed a minute later.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import {
  existsSync,
  linkSync,
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../../src/i18n/languages";
import { languageBasename } from "../../src/i18n/url-language";
import { shellFromSpa } from "../../src/prerender/html";
import { buildServerEntry, prerenderSite } from "./site";

export interface SitePublisherOptions {
  /** The built site (`npm run build`'s dist). */
  outDir: string;
  /** The running backend the pages are read from. */
  backendUrl: string;
  anonKey: string;
  /** The public origin (canonical, hreflang, sitemap URLs). */
  origin: string;
  /** The browser's backend, for the CSP. */
  supabaseUrl: string;
  /**
   * The languages a publish renders again (all by default); the other languages' pages are kept
   * from the site served now. Only the browser tests' stack narrows it (to English), so that a
   * publish there takes seconds rather than minutes.
   */
  languages?: readonly string[];
  log: (message: string) => void;
}

/** Files every prerender writes anew: never linked from the old folder (a write would reach both). */
const WRITTEN = new Set(["spa.html", "sitemap.xml", "robots.txt", "_headers", "build-stamp.json"]);
const REMOVE_OLD_AFTER_MS = 60_000;

/** The language of a page under the site's root, from its folder ("hi/products/…" → "hi"). */
function pageLanguage(relativePath: string): string {
  const first = `/${relativePath.split(path.sep)[0]}`;
  return LANGUAGE_CODES.find((lng) => languageBasename(lng) === first) ?? DEFAULT_LANGUAGE;
}

/**
 * Links (copies where linking fails) every file of `from` the prerender does not write: the
 * assets, and the pages of the languages it does not render.
 */
function linkUnrendered(from: string, to: string, rendered: ReadonlySet<string>, dir = ""): void {
  mkdirSync(path.join(to, dir), { recursive: true });
  for (const entry of readdirSync(path.join(from, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    const source = path.join(from, relative);
    const target = path.join(to, relative);
    const page = entry.name.endsWith(".html");
    if (entry.isDirectory()) linkUnrendered(from, to, rendered, relative);
    else if (
      entry.isFile() &&
      !WRITTEN.has(entry.name) &&
      (!page || !rendered.has(pageLanguage(relative)))
    ) {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

export class SitePublisher {
  readonly token = randomBytes(32).toString("base64url");
  private live: string;
  private readonly publishDir: string;
  private readonly ssrDir: string;
  private entry: Promise<string> | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly options: SitePublisherOptions) {
    this.live = path.resolve(options.outDir);
    this.publishDir = `${this.live}.publish`;
    const root = path.resolve(import.meta.dirname, "..", "..");
    this.ssrDir = path.join(
      root,
      "node_modules",
      ".cache",
      "prerender",
      `${path.basename(this.live)}-publish`,
    );
    // Folders of an earlier run: this run serves the build until its first publish.
    rmSync(this.publishDir, { recursive: true, force: true });
  }

  /** The folder served now. */
  readonly root = (): string => this.live;

  /** The hook's path, with the secret token a caller must know. */
  get hookPath(): string {
    return `/__publish/${this.token}`;
  }

  /** True when `token` is this run's token (compared in constant time). */
  accepts(token: string): boolean {
    const a = Buffer.from(token);
    const b = Buffer.from(this.token);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /**
   * Rebuilds and swaps the pages; a call during a rebuild waits for one more rebuild after it
   * (that one reads the content as it is then), and calls during that wait share it.
   */
  publish(): Promise<void> {
    if (!this.running) {
      this.running = this.rebuild().finally(() => (this.running = null));
      return this.running;
    }
    if (!this.queued) {
      const after = this.running.catch(() => undefined);
      this.queued = after.then(() => {
        this.queued = null;
        return this.publish();
      });
    }
    return this.queued;
  }

  private async rebuild(): Promise<void> {
    const started = Date.now();
    const { options } = this;
    this.entry ??= buildServerEntry(options.backendUrl, this.ssrDir).catch((err: unknown) => {
      this.entry = null;
      throw err;
    });
    const entry = await this.entry;
    const current = this.live;
    const next = path.join(this.publishDir, String(Date.now()));
    try {
      const languages = options.languages ?? LANGUAGE_CODES;
      linkUnrendered(current, next, new Set(languages));
      const site = await prerenderSite({
        outDir: next,
        shell: shellFromSpa(readFileSync(path.join(current, "spa.html"), "utf8")),
        entry,
        backendUrl: options.backendUrl,
        anonKey: options.anonKey,
        origin: options.origin,
        supabaseUrl: options.supabaseUrl,
        threads: Math.max(1, Math.min(4, availableParallelism())),
        languages,
      });
      this.live = next;
      options.log(
        `published: ${site.written} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    } catch (err) {
      rmSync(next, { recursive: true, force: true });
      throw err;
    }
    if (current.startsWith(this.publishDir + path.sep))
      setTimeout(
        () => rmSync(current, { recursive: true, force: true }),
        REMOVE_OLD_AFTER_MS,
      ).unref();
  }

  /** Removes this run's published folders (the build itself stays). */
  dispose(): void {
    if (existsSync(this.publishDir)) rmSync(this.publishDir, { recursive: true, force: true });
    rmSync(this.ssrDir, { recursive: true, force: true });
  }

  /** The hook as an HTTP handler: POST with the token answers once the new pages are live. */
  async handle(method: string, token: string): Promise<Response> {
    if (!this.accepts(token)) return Response.json({ error: "not found" }, { status: 404 });
    if (method !== "POST") return Response.json({ error: "POST only" }, { status: 405 });
    try {
      await this.publish();
      return Response.json({ ok: true });
    } catch (err) {
      this.options.log(`publish failed: ${err instanceof Error ? err.message : String(err)}`);
      return Response.json({ ok: false, error: "the rebuild failed" }, { status: 500 });
    }
  }
}
