/** sitemap.xml (with hreflang alternates) and robots.txt for the prerendered pages. */

export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapPage {
  /** The unprefixed path, e.g. "/products/x". */
  path: string;
  /** ISO date of the content's last change, if known. */
  lastmod?: string;
  /** false: prerendered but not listed (a noindex page); the build leaves it out. */
  sitemap?: false;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(
  origin: string,
  pages: readonly SitemapPage[],
  languages: readonly string[],
  localize: (path: string, lng: string) => string,
): string {
  const urls: string[] = [];
  for (const page of pages) {
    const alternates = [
      ...languages.map(
        (lng) =>
          `    <xhtml:link rel="alternate" hreflang="${lng}" href="${escapeXml(origin + localize(page.path, lng))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + page.path)}"/>`,
    ].join("\n");
    for (const lng of languages) {
      const lastmod = page.lastmod ? `\n    <lastmod>${page.lastmod.slice(0, 10)}</lastmod>` : "";
      urls.push(
        `  <url>\n    <loc>${escapeXml(origin + localize(page.path, lng))}</loc>${lastmod}\n${alternates}\n  </url>`,
      );
    }
  }
  if (urls.length > SITEMAP_URL_LIMIT) {
    throw new Error(
      `sitemap: ${urls.length} URLs, more than the ${SITEMAP_URL_LIMIT} one file may hold`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string, privatePrefixes: readonly string[]): string {
  return [
    "User-agent: *",
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
