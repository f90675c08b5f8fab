import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, inject, it } from "vitest";

// The seed's promises (supabase/seed.sql and public/images), read the way the site reads them:
// supabase-js with the anon key against the running local backend. Other test files add rows
// of their own in parallel, so counts are lower bounds and seeded rows are picked out by what
// the seed alone gives them (brands, images, the fictional video ids).

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../public");
const IMAGES_DIR = path.join(PUBLIC_DIR, "images");

// The spec's public routes (product and service detail pages take their SEO from the content).
const PUBLIC_ROUTES = [
  "/",
  "/products",
  "/services",
  "/services/waterproofing-calculator",
  "/transport",
  "/exports",
  "/contact",
  "/about",
  "/privacy-policy",
  "/login",
  "/admin-setup",
  "/reset-password",
];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

interface PackSize {
  size: number;
  unit: string;
  label?: string;
}

interface CoverageData {
  kind: "liquid" | "system" | "membrane" | "cement_admixture";
  unit?: "kg" | "L";
  per_coat?: number;
  rate_m2_per_unit?: number;
  coats?: number;
  primer_slug?: string;
  roll?: { width: number; length: number; side_lap?: number; end_lap?: number };
}

interface Product {
  slug: string;
  name: string;
  short_description: string | null;
  description: string | null;
  category_id: string | null;
  brand_id: string | null;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  features: string[];
  applications: string[];
  specifications: { key: string; value: Json }[] | Record<string, Json>;
  coverage: string | null;
  coverage_data: CoverageData | null;
  pack_sizes: PackSize[];
}

let db: SupabaseClient;

beforeAll(() => {
  db = createClient(inject("apiUrl"), inject("anonKey"), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
});

async function rows<T>(table: string, columns = "*"): Promise<T[]> {
  const { data, error } = await db.from(table).select(columns).eq("is_active", true);
  expect(error).toBeNull();
  return (data ?? []) as T[];
}

/** The file a root-relative asset URL names under public/, or null when it does not exist. */
function assetFile(url: string | null | undefined): string | null {
  if (!url?.startsWith("/")) return null;
  const file = path.join(PUBLIC_DIR, decodeURIComponent(url.split("?")[0]!));
  if (!file.startsWith(PUBLIC_DIR + path.sep)) return null;
  return existsSync(file) ? file : null;
}

function svgSize(file: string): { width: number; height: number; viewBox: string | null } {
  const head = /<svg\b[^>]*>/.exec(readFileSync(file, "utf8"))?.[0] ?? "";
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(head)?.[1] ?? null;
  return { width: Number(attr("width")), height: Number(attr("height")), viewBox: attr("viewBox") };
}

/** Packs covering q with the least left over (ties: fewer packs), as CALCULATOR.md asks. */
function choosePacks(q: number, sizes: number[]): { counts: Map<number, number>; total: number } {
  const sorted = [...new Set(sizes)].sort((a, b) => b - a);
  let best: { counts: Map<number, number>; total: number; n: number } | null = null;
  const walk = (i: number, sum: number, n: number, counts: Map<number, number>) => {
    if (sum >= q - 1e-9) {
      if (!best || sum < best.total - 1e-9 || (Math.abs(sum - best.total) < 1e-9 && n < best.n))
        best = { counts: new Map(counts), total: sum, n };
      return;
    }
    if (i >= sorted.length) return;
    const size = sorted[i]!;
    const max = Math.ceil((q - sum) / size);
    for (let k = max; k >= 0; k--) {
      if (k > 0) counts.set(size, k);
      else counts.delete(size);
      walk(i + 1, sum + k * size, n + k, counts);
    }
    counts.delete(size);
  };
  walk(0, 0, 0, new Map());
  const found = best as { counts: Map<number, number>; total: number } | null;
  if (!found) throw new Error(`no packs for ${q}`);
  return found;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

describe("seed: catalogue", () => {
  let products: Product[];
  let seededProducts: Product[];
  let categories: { id: string; slug: string; name: string; image_url: string | null }[];
  let brands: { id: string; slug: string; name: string; logo_url: string | null }[];

  beforeAll(async () => {
    categories = await rows("categories");
    brands = await rows("brands");
    products = await rows<Product>("products");
    const seededBrandIds = new Set(brands.filter((b) => assetFile(b.logo_url)).map((b) => b.id));
    seededProducts = products.filter((p) => p.brand_id && seededBrandIds.has(p.brand_id));
  });

  it("has at least 8 active categories, each with an icon image that exists", () => {
    const withImages = categories.filter((c) => assetFile(c.image_url));
    expect(withImages.length).toBeGreaterThanOrEqual(8);
    for (const c of withImages) expect(c.image_url).toMatch(/^\/images\/categories\/.+\.svg$/);
  });

  it("has at least 5 active brands with logos that exist", () => {
    expect(brands.filter((b) => assetFile(b.logo_url)).length).toBeGreaterThanOrEqual(5);
  });

  it("has at least 30 active products of the seeded brands across at least 8 categories", () => {
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(seededProducts.length).toBeGreaterThanOrEqual(30);
    const cats = new Set(seededProducts.map((p) => p.category_id));
    expect(cats.has(null)).toBe(false);
    expect(cats.size).toBeGreaterThanOrEqual(8);
    expect(new Set(seededProducts.map((p) => p.brand_id)).size).toBeGreaterThanOrEqual(5);
  });

  it("gives every seeded product full content", () => {
    for (const p of seededProducts) {
      expect(p.short_description?.length, p.slug).toBeGreaterThan(40);
      const sentences = (p.description ?? "")
        .split(/[.!?](\s|$)/)
        .filter((s) => s.trim().length > 10);
      expect(sentences.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(p.features.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(p.applications.length, p.slug).toBeGreaterThanOrEqual(3);
      const specs = Array.isArray(p.specifications)
        ? p.specifications
        : Object.entries(p.specifications);
      expect(specs.length, p.slug).toBeGreaterThanOrEqual(4);
      expect(p.coverage?.trim().length, p.slug).toBeGreaterThan(10);
      expect(p.pack_sizes.length, p.slug).toBeGreaterThanOrEqual(1);
      for (const pack of p.pack_sizes) {
        expect(pack.size, p.slug).toBeGreaterThan(0);
        expect(["kg", "L", "roll", "bag"], p.slug).toContain(pack.unit);
        expect(pack.label, p.slug).toBeTruthy();
      }
    }
  });

  it("gives every seeded product an SVG image under public/ with the stored size", () => {
    for (const p of seededProducts) {
      const file = assetFile(p.image_url);
      expect(file, `${p.slug}: ${p.image_url}`).not.toBeNull();
      const size = svgSize(file!);
      expect(size.viewBox, p.slug).not.toBeNull();
      expect([size.width, size.height], p.slug).toEqual([p.image_width, p.image_height]);
    }
  });

  it("gives calculator products valid coverage data whose units match their packs", () => {
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    const calc = seededProducts.filter((p) => p.coverage_data);
    expect(calc.length).toBeGreaterThanOrEqual(10);
    for (const p of calc) {
      const cd = p.coverage_data!;
      expect(["liquid", "system", "membrane", "cement_admixture"]).toContain(cd.kind);
      if (cd.coats !== undefined) expect(Number.isInteger(cd.coats) && cd.coats >= 1).toBe(true);
      if (cd.primer_slug) expect(bySlug.get(cd.primer_slug)?.coverage_data, p.slug).toBeTruthy();
      if (cd.kind === "membrane") {
        const r = cd.roll!;
        expect(r.width - (r.side_lap ?? 0)).toBeGreaterThan(0);
        expect(r.length - (r.end_lap ?? 0)).toBeGreaterThan(0);
        expect(
          p.pack_sizes.every((s) => s.unit === "roll"),
          p.slug,
        ).toBe(true);
      } else {
        expect(["kg", "L"]).toContain(cd.unit);
        const rate = cd.per_coat ?? cd.rate_m2_per_unit;
        expect(rate, p.slug).toBeGreaterThan(0);
        expect(
          p.pack_sizes.every((s) => s.unit === cd.unit),
          p.slug,
        ).toBe(true);
      }
    }
    expect(calc.some((p) => p.coverage_data!.kind === "cement_admixture")).toBe(true);
  });

  // CALCULATOR.md's worked examples, recomputed from the seeded figures.
  it("carries the systems of the calculator's worked examples", () => {
    const calc = seededProducts.filter((p) => p.coverage_data);
    const find = (what: string, ok: (cd: CoverageData, packs: number[]) => boolean) => {
      const p = calc.find((x) =>
        ok(
          x.coverage_data!,
          x.pack_sizes.map((s) => s.size),
        ),
      );
      expect(p, what).toBeDefined();
      return p!;
    };
    const eq = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
    const terrace = 90.8;
    const liquid = (p: Product, area: number, w = 0.1) => {
      const cd = p.coverage_data!;
      const perM2 = cd.per_coat ?? 1 / cd.rate_m2_per_unit!;
      const coats = cd.kind === "system" ? 1 : (cd.coats ?? 1);
      return area * perM2 * coats * (1 + w);
    };
    const packs = (p: Product, q: number) =>
      [
        ...choosePacks(
          q,
          p.pack_sizes.map((s) => s.size),
        ).counts.entries(),
      ].sort((a, b) => b[0] - a[0]);

    const acrylic = find(
      "acrylic coating 2 x 0.75 kg/m², 20 kg",
      (cd, s) =>
        cd.kind === "liquid" &&
        cd.unit === "kg" &&
        cd.per_coat === 0.75 &&
        cd.coats === 2 &&
        eq(s, [20]),
    );
    expect(round2(liquid(acrylic, terrace))).toBeCloseTo(149.82, 2);
    expect(packs(acrylic, liquid(acrylic, terrace))).toEqual([[20, 8]]);

    const primer = find(
      "acrylic primer 0.25 kg/m², 5 kg",
      (cd, s) => cd.kind === "liquid" && cd.unit === "kg" && cd.per_coat === 0.25 && eq(s, [5]),
    );
    expect(acrylic.coverage_data!.primer_slug).toBe(primer.slug);
    expect(packs(primer, liquid(primer, terrace))).toEqual([[5, 5]]);

    const cementitious = find(
      "cementitious 2 x 1.5 kg/m², 25 kg kits",
      (cd, s) => cd.kind === "liquid" && cd.per_coat === 1.5 && cd.coats === 2 && eq(s, [25]),
    );
    expect(packs(cementitious, liquid(cementitious, terrace))).toEqual([[25, 12]]);

    const pu = find(
      "PU membrane 1.6 kg/m² system, 20 kg",
      (cd, s) => cd.kind === "system" && cd.unit === "kg" && cd.per_coat === 1.6 && eq(s, [20]),
    );
    expect(packs(pu, liquid(pu, terrace))).toEqual([[20, 8]]);

    const app = find(
      "APP roll 1 x 10 m, laps 0.10 / 0.15",
      (cd) =>
        cd.kind === "membrane" &&
        cd.roll?.width === 1 &&
        cd.roll.length === 10 &&
        cd.roll.side_lap === 0.1 &&
        cd.roll.end_lap === 0.15,
    );
    const r = app.coverage_data!.roll!;
    const effective = (r.width - r.side_lap!) * (r.length - r.end_lap!);
    expect(effective).toBeCloseTo(8.865, 3);
    expect(Math.ceil((terrace * 1.05) / effective)).toBe(11);

    const bitPrimer = find(
      "bituminous primer 0.40 L/m², 20 L",
      (cd, s) => cd.kind === "liquid" && cd.unit === "L" && cd.per_coat === 0.4 && eq(s, [20]),
    );
    expect(app.coverage_data!.primer_slug).toBe(bitPrimer.slug);
    expect(packs(bitPrimer, liquid(bitPrimer, terrace))).toEqual([[20, 2]]);

    const crystalline = find(
      "crystalline 2 x 0.8 kg/m², 25 kg bags",
      (cd, s) => cd.kind === "liquid" && cd.per_coat === 0.8 && cd.coats === 2 && eq(s, [25]),
    );
    expect(round2(liquid(crystalline, 21))).toBeCloseTo(36.96, 2);
    expect(packs(crystalline, liquid(crystalline, 21))).toEqual([[25, 2]]);

    const exterior = find(
      "exterior coating 2.32 m²/L system, 20 L and 4 L",
      (cd, s) =>
        cd.kind === "system" && cd.unit === "L" && cd.rate_m2_per_unit === 2.32 && eq(s, [20, 4]),
    );
    expect(round2(liquid(exterior, 100.49))).toBeCloseTo(47.65, 2);
    expect(packs(exterior, liquid(exterior, 100.49))).toEqual([
      [20, 2],
      [4, 2],
    ]);

    find(
      "SBR latex 2.8 to 3.25 m²/L",
      (cd) =>
        cd.unit === "L" && (cd.rate_m2_per_unit ?? 0) >= 2.8 && (cd.rate_m2_per_unit ?? 0) <= 3.25,
    );
    find(
      "integral admixture 0.2 kg per cement bag",
      (cd) => cd.kind === "cement_admixture" && cd.unit === "kg" && cd.per_coat === 0.2,
    );
  });
});

describe("seed: services, transport, media", () => {
  it("has at least 8 services with full pages and existing illustrations", async () => {
    const services = await rows<{
      slug: string;
      title: string;
      summary: string | null;
      body: string | null;
      image_url: string | null;
      features: string[];
    }>("services");
    const full = services.filter(
      (s) => (s.body ?? "").split(/\n\s*\n/).filter((p) => p.trim().length > 80).length >= 2,
    );
    expect(full.length).toBeGreaterThanOrEqual(8);
    for (const s of full) {
      expect(s.summary, s.slug).toBeTruthy();
      expect(assetFile(s.image_url), `${s.slug}: ${s.image_url}`).not.toBeNull();
      expect(s.features.length, s.slug).toBeGreaterThanOrEqual(3);
    }
    const slugs = services.map((s) => s.slug);
    for (const slug of [
      "terrace-waterproofing",
      "basement-waterproofing",
      "bathroom-waterproofing",
      "water-tank-treatment",
    ])
      expect(slugs).toContain(slug);
  });

  it("has at least 25 transport companies across India with vehicles and service areas", async () => {
    const companies = await rows<{
      name: string;
      city: string;
      state: string;
      phones: string[];
      service_areas: string[];
      vehicle_types: string[];
    }>("transport_companies");
    const listed = companies.filter(
      (t) => t.vehicle_types.length > 0 && t.service_areas.length > 0,
    );
    expect(listed.length).toBeGreaterThanOrEqual(25);
    expect(new Set(listed.map((t) => t.state)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(listed.map((t) => t.city)).size).toBeGreaterThanOrEqual(20);
    for (const t of listed) expect(t.phones.length, t.name).toBeGreaterThanOrEqual(1);
    const vehicles = new Set(listed.flatMap((t) => t.vehicle_types));
    for (const v of ["Tata Ace", "14 ft LCV", "32 ft container", "Trailer", "Tempo"])
      expect(vehicles).toContain(v);
  });

  it("has the 6 demonstration videos with fictional ids", async () => {
    const videos = await rows<{ youtube_id: string; title: string }>("videos");
    const demo = videos.filter((v) => /^jrDemoVid\d\d$/.test(v.youtube_id));
    expect(demo).toHaveLength(6);
    for (const v of demo) expect(v.youtube_id).toHaveLength(11);
  });

  it("has 3 home banners with 1600 x 600 illustrations and calls to action", async () => {
    const banners = await rows<{
      title: string;
      image_url: string | null;
      cta_label: string | null;
      cta_href: string | null;
    }>("banners");
    const seeded = banners.filter((b) => b.image_url?.startsWith("/images/banners/"));
    expect(seeded).toHaveLength(3);
    for (const b of seeded) {
      const file = assetFile(b.image_url);
      expect(file, b.image_url!).not.toBeNull();
      const size = svgSize(file!);
      expect([size.width, size.height]).toEqual([1600, 600]);
      expect(b.cta_label && b.cta_href?.startsWith("/")).toBeTruthy();
    }
  });
});

describe("seed: site settings", () => {
  it("has SEO for every public route with an existing social image", async () => {
    const { data, error } = await db
      .from("seo_settings")
      .select("route, title, description, og_image");
    expect(error).toBeNull();
    const byRoute = new Map((data ?? []).map((r) => [r.route as string, r]));
    for (const route of PUBLIC_ROUTES) {
      const row = byRoute.get(route);
      expect(row, route).toBeDefined();
      expect(row!.title, route).toBeTruthy();
      expect((row!.description as string).length, route).toBeGreaterThan(20);
      expect(assetFile(row!.og_image as string), route).not.toBeNull();
    }
  });

  it("has exactly one active WhatsApp record, read as the widget reads it", async () => {
    const { data, error } = await db
      .from("whatsapp_settings")
      .select("*")
      .eq("is_active", true)
      .single();
    expect(error).toBeNull();
    expect(data.business_name).toBe("Jalraksha Building Solutions");
    expect(data.phone_number.replace(/\D/g, "")).toMatch(/^91\d{10}$/);
    expect(data.welcome_message).toBeTruthy();
    expect(data.custom_message).toBeTruthy();
    expect(data.position).toBe("bottom-left");
    expect(data.show_availability).toBe(true);
    const hours =
      typeof data.availability_hours === "string"
        ? JSON.parse(data.availability_hours)
        : data.availability_hours;
    expect(hours).toEqual({ start: "09:00", end: "18:00" });
    const replies =
      typeof data.auto_replies === "string" ? JSON.parse(data.auto_replies) : data.auto_replies;
    expect(replies.length).toBeGreaterThanOrEqual(3);
    expect(replies.length).toBeLessThanOrEqual(4);
    for (const r of replies) expect(r.trigger && r.response).toBeTruthy();
  });

  it("has the company facts and the export figures of the spec", async () => {
    const { data, error } = await db.from("site_settings").select("*").eq("id", 1).single();
    expect(error).toBeNull();
    expect(data.company_name).toBe("Jalraksha Building Solutions");
    expect(data.city).toBe("Ahmedabad");
    expect(data.state).toBe("Gujarat");
    expect(data.country).toBe("India");
    expect(data.phones.length).toBeGreaterThanOrEqual(1);
    for (const phone of data.phones) expect(phone).toMatch(/^\+91 /);
    for (const email of data.emails) expect(email).toMatch(/@jalraksha\.example$/);
    expect(data.business_hours).toBeTruthy();
    expect(data.countries_served).toBe("15+");
    expect(data.material_testing).toBe("100%");
    expect(data.lead_time_days).toBeGreaterThan(0);
  });

  it("has active social links", async () => {
    const links = await rows<{ platform: string; url: string }>("social_links");
    const platforms = new Set(links.map((l) => l.platform));
    for (const p of ["facebook", "instagram", "linkedin", "youtube"])
      expect(platforms).toContain(p);
  });
});

describe("seed: artwork files", () => {
  const svgs = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".svg"))
      .map((f) => path.join(dir, f));

  it("ships the illustration sets", () => {
    const count = (sub: string) => svgs(path.join(IMAGES_DIR, sub)).length;
    expect(count("products")).toBeGreaterThanOrEqual(30);
    expect(count("categories")).toBeGreaterThanOrEqual(8);
    expect(count("services")).toBeGreaterThanOrEqual(8);
    expect(count("brands")).toBeGreaterThanOrEqual(5);
    expect(count("banners")).toBeGreaterThanOrEqual(3);
    expect(existsSync(path.join(IMAGES_DIR, "og", "default.svg"))).toBe(true);
    expect(svgSize(path.join(IMAGES_DIR, "og", "default.svg"))).toMatchObject({
      width: 1200,
      height: 630,
    });
  });

  it("keeps every SVG self-contained, sized and small", () => {
    let total = 0;
    for (const file of svgs(IMAGES_DIR)) {
      const text = readFileSync(file, "utf8");
      const name = path.relative(IMAGES_DIR, file);
      const { width, height, viewBox } = svgSize(file);
      expect(width > 0 && height > 0, name).toBe(true);
      expect(viewBox, name).toBe(`0 0 ${width} ${height}`);
      expect(text, name).not.toMatch(
        /<image\b|<script\b|<foreignObject\b|@import|url\((?!#)|(?:xlink:)?href="(?!#)/i,
      );
      for (const family of text.matchAll(/font-family="([^"]+)"/g))
        expect(["sans-serif", "serif", "monospace"], name).toContain(family[1]);
      const size = statSync(file).size;
      expect(size, name).toBeLessThan(16_000);
      total += size;
    }
    expect(total).toBeLessThan(1_500_000);
  });
});
