/**
 * Structured data in the prerendered build (issue 26): every page's JSON-LD parses and carries
 * what Google's rich-result documentation requires, in the page's language.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../src/i18n/languages";
import { localizedPath } from "../../src/i18n/url-language";

const root = path.resolve(import.meta.dirname, "..", "..");
const dist = path.resolve(root, process.env.PRERENDER_DIST ?? "dist-e2e");

type Ld = Record<string, unknown> & { "@type": string };
type ListItem = { "@type": string; position: number; name?: string; item?: string; url?: string };

function html(urlPath: string): string {
  return readFileSync(path.join(dist, urlPath, "index.html"), "utf8");
}

function pages(dir = dist, prefix = ""): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === "index.html") found.push(prefix || "/");
    else if (statSync(full).isDirectory() && !["assets", "images", "docs"].includes(name)) {
      found.push(...pages(full, `${prefix}/${name}`));
    }
  }
  return found;
}

function jsonLd(page: string): Ld[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Ld,
  );
}

const isAbsolute = (v: unknown) => typeof v === "string" && /^https?:\/\/[^/]+/.test(v);
const nonBlank = (v: unknown) => typeof v === "string" && v.trim() !== "";

/** What each type must have (Google: Organization, Breadcrumb, Video, Carousel/ItemList). */
function problems(ld: Ld): string[] {
  const out: string[] = [];
  const need = (ok: boolean, what: string) => !ok && out.push(`${ld["@type"]}: ${what}`);
  need(ld["@context"] === "https://schema.org", "@context");
  const items = (ld.itemListElement ?? []) as ListItem[];
  switch (ld["@type"]) {
    case "Organization":
      need(nonBlank(ld.name), "name");
      need(isAbsolute(ld.url), "url");
      need(isAbsolute(ld.logo), "logo");
      for (const c of (ld.contactPoint ?? []) as Record<string, unknown>[]) {
        need(nonBlank(c.contactType) && (nonBlank(c.telephone) || nonBlank(c.email)), "contact");
      }
      break;
    case "BreadcrumbList":
      need(items.length > 0, "itemListElement");
      items.forEach((item, i) => {
        need(item.position === i + 1, `position ${i + 1}`);
        need(nonBlank(item.name), `name ${i + 1}`);
        if (i < items.length - 1) need(isAbsolute(item.item), `item ${i + 1}`);
      });
      break;
    case "ItemList":
      need(items.length > 0, "itemListElement");
      items.forEach((item, i) => {
        need(item.position === i + 1, `position ${i + 1}`);
        need(isAbsolute(item.url), `url ${i + 1}`);
      });
      break;
    case "VideoObject":
      need(nonBlank(ld.name), "name");
      need(nonBlank(ld.description), "description");
      need(
        Array.isArray(ld.thumbnailUrl) &&
          ld.thumbnailUrl.every(isAbsolute) &&
          ld.thumbnailUrl.length > 0,
        "thumbnailUrl",
      );
      need(!Number.isNaN(Date.parse(String(ld.uploadDate))), "uploadDate");
      need(isAbsolute(ld.embedUrl), "embedUrl");
      break;
    default:
      out.push(`unexpected type ${ld["@type"]}`);
  }
  return out;
}

const breadcrumbLabel = (lng: string) =>
  (
    JSON.parse(
      readFileSync(path.join(root, "src", "i18n", "locales", lng, "common.json"), "utf8"),
    ) as { breadcrumb: string }
  ).breadcrumb
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;");

const translations = (lng: string) =>
  JSON.parse(readFileSync(path.join(root, "supabase", "translations", `${lng}.json`), "utf8")) as {
    products: Record<string, { name: string }>;
  };

describe("structured data in the prerendered pages", () => {
  const all = pages();

  it("parses on every page and has each type's required properties", () => {
    expect(all.length).toBeGreaterThan(1000);
    const found: string[] = [];
    for (const p of all) {
      for (const ld of jsonLd(html(p))) found.push(...problems(ld).map((e) => `${p} ${e}`));
    }
    expect(found).toEqual([]);
  });

  it("describes the company on every page, in the page's language and with its profiles", () => {
    for (const p of all) {
      const orgs = jsonLd(html(p)).filter((ld) => ld["@type"] === "Organization");
      expect(orgs, p).toHaveLength(1);
    }
    const org = jsonLd(html("/ja")).find((ld) => ld["@type"] === "Organization")!;
    expect(org.url).toMatch(/\/ja$/);
    expect((org.sameAs as string[]).length).toBeGreaterThan(0);
    const contacts = (org.contactPoint as { contactType: string }[]).map((c) => c.contactType);
    expect(contacts).toEqual(["sales", "customer support"]);
  });

  it("gives every page that shows breadcrumbs a BreadcrumbList", () => {
    for (const p of all) {
      const page = html(p);
      const lng = /<html lang="([^"]+)"/.exec(page)![1]!;
      const shown = page.split(`<nav aria-label="${breadcrumbLabel(lng)}"`).length - 1;
      const lists = jsonLd(page).filter((ld) => ld["@type"] === "BreadcrumbList");
      expect(lists.length, p).toBe(shown);
    }
    const products = jsonLd(html("/es/products")).find((ld) => ld["@type"] === "BreadcrumbList")!;
    const items = products.itemListElement as ListItem[];
    expect(items.map((i) => i.position)).toEqual([1, 2]);
    expect(new URL(items[0]!.item!).pathname).toBe("/es");
  });

  it("lists the products and the services as ItemLists of their pages, in every language", () => {
    for (const lng of LANGUAGE_CODES) {
      for (const list of ["/products", "/services"]) {
        const p = localizedPath(list, lng);
        const itemList = jsonLd(html(p)).find((ld) => ld["@type"] === "ItemList");
        expect(itemList, p).toBeDefined();
        const items = itemList!.itemListElement as ListItem[];
        for (const item of items) {
          expect(new URL(item.url!).pathname, p).toMatch(
            new RegExp(`^${localizedPath(list, lng)}/[a-z0-9-]+$`),
          );
          expect(nonBlank(item.name), p).toBe(true);
        }
      }
    }
  });

  it("describes each video the home page shows", () => {
    for (const lng of ["en", "ja", "sw"]) {
      const page = html(localizedPath("/", lng));
      const grid = /data-testid="video-grid"[\s\S]*?<\/ul>/.exec(page)?.[0] ?? "";
      const shown = (grid.match(/<li/g) ?? []).length;
      expect(shown, lng).toBeGreaterThan(0);
      const videos = jsonLd(page).filter((ld) => ld["@type"] === "VideoObject");
      expect(videos, lng).toHaveLength(shown);
      for (const v of videos) expect(v.inLanguage).toBe(lng);
    }
  });

  it("names a product in the page's language in its title, h1 and JSON-LD (es, ja, sw)", () => {
    for (const lng of ["es", "ja", "sw"]) {
      const [slug, { name }] = Object.entries(translations(lng).products)[0]!;
      const p = localizedPath(`/products/${slug}`, lng);
      expect(existsSync(path.join(dist, p, "index.html")), p).toBe(true);
      const page = html(p);
      const h1 = /<h1[^>]*>(?:<bdi>)?([^<]+)/.exec(page)?.[1];
      const decoded = (s: string | undefined) =>
        s
          ?.replace(/&amp;/g, "&")
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&quot;/g, '"');
      expect(decoded(h1)).toBe(name);
      expect(decoded(/<title>([^<]+)<\/title>/.exec(page)?.[1])).toContain(name);
      const crumbs = jsonLd(page).find((ld) => ld["@type"] === "BreadcrumbList")!;
      const last = (crumbs.itemListElement as ListItem[]).at(-1)!;
      expect(last.name).toBe(name);
      const listed = jsonLd(html(localizedPath("/products", lng))).find(
        (ld) => ld["@type"] === "ItemList",
      )!;
      const translated = new Set(Object.values(translations(lng).products).map((x) => x.name));
      for (const item of listed.itemListElement as ListItem[]) {
        expect(translated.has(item.name!), `${lng} ${item.name}`).toBe(true);
      }
    }
  });

  it("gives share previews the page's locale and the 29 others", () => {
    for (const [lng, locale] of [
      ["en", "en_IN"],
      ["ja", "ja_JP"],
      ["sw", "sw_KE"],
      ["ar", "ar_AR"],
    ] as const) {
      const page = html(localizedPath("/products", lng));
      expect(/<meta property="og:locale" content="([^"]+)"/.exec(page)?.[1]).toBe(locale);
      const alternates = [
        ...page.matchAll(/<meta property="og:locale:alternate" content="([^"]+)"/g),
      ].map((m) => m[1]);
      expect(alternates).toHaveLength(LANGUAGE_CODES.length - 1);
      expect(alternates).not.toContain(locale);
    }
  });
});
