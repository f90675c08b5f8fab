import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import { headersFor, readHeaderRules } from "./static-headers";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".woff2": "font/woff2",
};

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

interface ServedRoot {
  root: string;
  rules: ReturnType<typeof readHeaderRules>;
  shell: string;
}

function servedRoot(dir: string): ServedRoot {
  const root = path.resolve(dir);
  const shell = isFile(path.join(root, "spa.html"))
    ? path.join(root, "spa.html")
    : path.join(root, "index.html");
  return { root, rules: readHeaderRules(root), shell };
}

/**
 * Serves the built app (single-machine preview): files as they are, a prerendered page
 * (<path>/index.html) for its route, and the SPA shell (spa.html, else index.html) for the rest,
 * with the headers the build's `_headers` file gives the path (as a static host applies them).
 * `dir` may be a function: a publish swaps in a new folder, and each request reads the current one.
 */
export function serveStaticApp(app: Hono, dir: string | (() => string)): void {
  const current = typeof dir === "string" ? () => dir : dir;
  let served = servedRoot(current());
  app.get("*", (c) => {
    const now = current();
    if (path.resolve(now) !== served.root) served = servedRoot(now);
    const { root, rules, shell } = served;
    const rel = decodeURIComponent(new URL(c.req.url).pathname);
    const file = path.resolve(root, `.${rel}`);
    const inside = file === root || file.startsWith(root + path.sep);
    const page = path.join(file, "index.html");
    const target = !inside ? shell : isFile(file) ? file : isFile(page) ? page : shell;
    const type = TYPES[path.extname(target)] ?? "application/octet-stream";
    const cache = target.includes(`${path.sep}assets${path.sep}`)
      ? "public, max-age=31536000, immutable"
      : "no-cache";
    const headers: Record<string, string> = { "Content-Type": type, "Cache-Control": cache };
    for (const [name, value] of headersFor(rules, rel)) headers[name] = value;
    return c.body(readFileSync(target), 200, headers);
  });
}
