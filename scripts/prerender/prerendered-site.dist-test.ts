/**
 * Checks a prerendered build (`npm test` builds dist-e2e once for these and the browser tests;
 * PRERENDER_DIST points elsewhere): every public page in every language, its head tags, the
 * guarded routes left out, sitemap.xml and robots.txt.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../src/i18n/languages";
import { localizedPath, PRIVATE_PATH_PREFIXES } from "../../src/i18n/url-language";
import { headersFor, readHeaderRules } from "../../local-supabase/src/static-headers";
import { inlineScriptHashes } from "./security-headers";
import { SITEMAP_URL_LIMIT } from "./sitemap";

const root = path.resolve(import.meta.dirname, "..", "..");
const dist = path.resolve(root, process.env.PRERENDER_DIST ?? "dist-e2e");

function html(urlPath: string): string {
  const file = path.join(dist, urlPath, "index.html");
  if (!existsSync(file)) throw new Error(`${file} is missing (build with npm run build first)`);
  return readFileSync(file, "utf8");
}

const attr = (page: string, pattern: RegExp) => pattern.exec(page)?.[1] ?? null;
const text = (lng: string, section: string, key: string) =>
  (
    JSON.parse(
      readFileSync(path.join(root, "src", "i18n", "locales", lng, `${section}.json`), "utf8"),
    ) as Record<string, string>
  )[key];

/** Every prerendered page in the build, as its URL path. */
function prerenderedPaths(dir = dist, prefix = ""): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === "index.html") found.push(prefix || "/");
    else if (statSync(full).isDirectory() && name !== "assets") {
      found.push(...prerenderedPaths(full, `${prefix}/${name}`));
    }
  }
  return found;
}

const sitemap = readFileSync(path.join(dist, "sitemap.xml"), "utf8");
const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const origin = new URL(locs[0] ?? "http://invalid").origin;
/** Every page the sitemap lists, unprefixed (its x-default URL); src/app/public-paths.test.ts
 * checks that these come from the route table. */
const pagePaths = [
  ...new Set(
    [...sitemap.matchAll(/hreflang="x-default" href="([^"]+)"/g)].map(
      (m) => new URL(m[1]!).pathname,
    ),
  ),
];
const productPaths = locs
  .map((loc) => new URL(loc).pathname)
  .filter((p) => /^\/products\/[^/]+$/.test(p));

describe("the prerendered site", () => {
  it("has every public page in every language", () => {
    expect(pagePaths).toEqual(expect.arrayContaining(["/", "/products", "/services", "/contact"]));
    for (const lng of LANGUAGE_CODES) {
      for (const p of pagePaths) {
        expect(html(localizedPath(p, lng)), `${lng} ${p}`).toContain(`<html lang="${lng}"`);
      }
      expect(existsSync(path.join(dist, localizedPath("/", lng), "404.html"))).toBe(true);
    }
    expect(productPaths.length, "active products in the sitemap").toBeGreaterThan(0);
    for (const p of productPaths) {
      for (const lng of LANGUAGE_CODES) expect(html(localizedPath(p, lng))).toContain("<h1");
    }
  });

  it("gives a product page its name, description, image and 31 hreflang links", () => {
    const page = html(productPaths[0]!);
    const name = attr(page, /<h1[^>]*>(?:<bdi>)?([^<]+)/);
    expect(name).toBeTruthy();
    expect(attr(page, /<title>([^<]+)<\/title>/)).toContain(name);
    expect(attr(page, /<meta name="description" content="([^"]+)"/)).toBeTruthy();
    // A PNG the build rendered (link previews show no SVG), on this site.
    const image = new URL(attr(page, /<meta property="og:image" content="([^"]+)"/) ?? "");
    expect(image.origin).toBe(origin);
    expect(image.pathname).toMatch(/^\/images\/share\/products\/.+\.png$/);
    expect(attr(page, /<meta name="twitter:image" content="([^"]+)"/)).toBe(image.href);
    const png = readFileSync(path.join(dist, image.pathname));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(png.readUInt32BE(16), "width").toBe(1200);
    const hreflangs = [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)"/gi)].map(
      (m) => m[1],
    );
    expect(hreflangs).toHaveLength(31);
    expect(hreflangs).toContain("x-default");
    expect(attr(page, /<link rel="canonical" href="([^"]+)"/)).toBe(`${origin}${productPaths[0]}`);
    // The query cache the browser hydrates from.
    expect(page).toContain(
      `<script id="query-state" type="application/json" data-path="${productPaths[0]}">{`,
    );
  });

  it("renders the Hindi pages in Hindi", () => {
    const page = html("/hi/products");
    const title = attr(page, /<title>([^<]+)<\/title>/) ?? "";
    expect(title).toMatch(/[\u0900-\u097F]/);
    expect(attr(page, /<h1[^>]*>([^<]+)/)).toBe(text("hi", "products", "title"));
    const product = html(`/hi${productPaths[0]}`);
    expect(product).toContain('<html lang="hi" dir="ltr" data-protection="on">');
    expect(html("/ar/products")).toContain('<html lang="ar" dir="rtl" data-protection="on">');
  });

  it("leaves the guarded routes to the browser, marked noindex", () => {
    for (const prefix of PRIVATE_PATH_PREFIXES) {
      expect(existsSync(path.join(dist, prefix)), prefix).toBe(false);
    }
    expect(readFileSync(path.join(dist, "spa.html"), "utf8")).toContain(
      '<meta data-default-head name="robots" content="noindex" />',
    );
    expect(html("/")).not.toContain('name="robots"');
  });

  it("lists every prerendered page in the sitemap, with absolute URLs", () => {
    expect(sitemap).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(locs.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
    for (const loc of locs) expect(loc).toMatch(/^https?:\/\/[^/]+(\/|$)/);
    const listed = locs.map((loc) => new URL(loc).pathname);
    expect(new Set(listed).size, "each URL once").toBe(listed.length);
    // Every prerendered page but the noindex ones (/enquiry), which search engines are not given.
    const indexable = prerenderedPaths().filter(
      (p) => !/<meta name="robots" content="noindex/.test(html(p)),
    );
    expect(listed.sort()).toEqual(indexable.sort());
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("keeps crawlers out of the back office and points them at the sitemap", () => {
    const robots = readFileSync(path.join(dist, "robots.txt"), "utf8");
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/login$/m);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("writes _headers whose CSP lists the hash of every inline script of every page", () => {
    const rules = readHeaderRules(dist);
    const csp = headersFor(rules, "/").find(([name]) => name === "Content-Security-Policy")?.[1];
    const scriptSrc = csp?.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    const pages = [
      ...prerenderedPaths().map((p) => html(p)),
      readFileSync(path.join(dist, "spa.html"), "utf8"),
    ];
    const hashes = new Set(pages.flatMap((page) => inlineScriptHashes(page)));
    expect(hashes.size).toBeGreaterThan(0);
    expect(scriptSrc?.split(" ").slice(2).sort()).toEqual([...hashes].sort());
  });
});
