import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".xml"]);

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

export interface DistServer {
  origin: string;
  close: () => Promise<void>;
}

/**
 * A static host for the build, as production has one: the file itself, a prerendered page
 * (<path>/index.html), else the SPA shell (spa.html, or index.html); gzip like any static host.
 */
export async function serveDist(dir: string, port = 0): Promise<DistServer> {
  const root = path.resolve(dir);
  const gzipCache = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const file = path.resolve(root, `.${pathname}`);
    const inside = file === root || file.startsWith(root + path.sep);
    const shell = isFile(path.join(root, "spa.html"))
      ? path.join(root, "spa.html")
      : path.join(root, "index.html");
    const page = path.join(file, "index.html");
    const target = !inside ? shell : isFile(file) ? file : isFile(page) ? page : shell;
    const ext = path.extname(target);
    const headers: Record<string, string> = {
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      "Cache-Control": target.includes(`${path.sep}assets${path.sep}`)
        ? "public, max-age=31536000, immutable"
        : "no-cache",
    };
    let body: Buffer = readFileSync(target);
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      let zipped = gzipCache.get(target);
      if (!zipped) gzipCache.set(target, (zipped = gzipSync(body)));
      body = zipped;
      headers["Content-Encoding"] = "gzip";
      headers.Vary = "Accept-Encoding";
    }
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${actual}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
