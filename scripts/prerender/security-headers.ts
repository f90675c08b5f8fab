/**
 * The site's security headers, written by the build as `dist/_headers` (the format Netlify and
 * Cloudflare Pages read) and served the same by `npm run preview` and the browser tests. The
 * README gives the nginx equivalent (`nginxHeaders`).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const HEADERS_FILE = "_headers";

/** Script types a browser runs (the rest, such as application/json, are data blocks). */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "text/ecmascript",
]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source of each inline script the page would run: `'sha256-<base64>'`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** Every .html file under the folder. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The hashes of the inline scripts of every page of a build, each once, sorted. */
export function buildScriptHashes(outDir: string): string[] {
  const all = new Set<string>();
  for (const file of htmlFiles(outDir)) {
    for (const hash of inlineScriptHashes(readFileSync(file, "utf8"))) all.add(hash);
  }
  return [...all].sort();
}

/**
 * What the site loads, and nothing else:
 * - scripts: its own files and the hashed inline scripts (the theme/language script of
 *   index.html); the query-state JSON block is data and never runs.
 * - styles: its own files plus inline styles. React renders `style` props into the prerendered
 *   markup as attributes, and Radix (scroll lock) and sonner add <style> elements at run time
 *   whose text cannot be hashed ahead; a static host cannot give nonces. CSS cannot run script.
 * - connections: itself and the Supabase API (REST, auth, storage; realtime over ws/wss).
 * - images: itself, data: URLs (QR codes), blob: URLs (an upload's preview), the storage
 *   bucket's public files and YouTube's thumbnails.
 * - frames: YouTube's privacy-enhanced player only.
 */
export function contentSecurityPolicy(
  supabaseUrl: string,
  scriptHashes: readonly string[],
): string {
  const api = new URL(supabaseUrl);
  const origin = api.origin;
  const socket = `${api.protocol === "https:" ? "wss:" : "ws:"}//${api.host}`;
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["connect-src", "'self'", origin, socket],
    [
      "img-src",
      "'self'",
      "data:",
      "blob:",
      `${origin}/storage/v1/object/public/`,
      "https://i.ytimg.com",
    ],
    ["font-src", "'self'"],
    ["frame-src", "https://www.youtube-nocookie.com"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/** Every response of the site carries these (the CSP matters for pages). */
export function securityHeaders(
  supabaseUrl: string,
  scriptHashes: readonly string[],
): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(supabaseUrl, scriptHashes),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // Features the site never uses; the YouTube player's own (autoplay, fullscreen...) stay.
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), display-capture=(), browsing-topics=()",
    // For browsers without frame-ancestors.
    "X-Frame-Options": "DENY",
  };
}

/** `_headers`: the headers for every path, plus long caching for the hashed assets. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    "/*",
    ...lines,
    "",
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n");
}

/** The same for an nginx `server` block (`always`: error pages too). */
export function nginxHeaders(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join("\n");
}
