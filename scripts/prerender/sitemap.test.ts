import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../src/i18n/languages";
import { localizedPath } from "../../src/i18n/url-language";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap.xml and robots.txt", () => {
  it("lists each page in each language with every alternate", () => {
    const xml = sitemapXml(
      "https://example.com",
      [{ path: "/products/a&b", lastmod: "2025-02-03T10:00:00Z" }],
      ["en", "hi"],
      localizedPath,
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://example.com/hi/products/a&amp;b</loc>");
    expect(xml).toContain("<lastmod>2025-02-03</lastmod>");
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(2);
  });

  it("refuses more URLs than one sitemap file may hold", () => {
    const pages = Array.from({ length: 25_001 }, (_, i) => ({ path: `/p${i}` }));
    expect(() => sitemapXml("https://e.com", pages, ["en", "hi"], localizedPath)).toThrow(/50000/);
  });

  it("disallows the private areas and names the sitemap", () => {
    const robots = robotsTxt("https://example.com", ["/admin", "/login"]);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toContain("Sitemap: https://example.com/sitemap.xml");
  });

  it("index.html's early redirect knows the same language prefixes as the app", () => {
    const html = readFileSync(path.resolve(import.meta.dirname, "..", "..", "index.html"), "utf8");
    const list = /"((?:[a-z]{2} )+[a-z]{2})"\.split/.exec(html)?.[1]?.split(" ");
    expect(list).toEqual(LANGUAGE_CODES.filter((code) => code !== "en"));
  });
});
