import { describe, expect, it } from "vitest";
import { bannerSchema } from "./banners";
import { brandSchema } from "./brands";
import { categorySchema } from "./categories";
import { productSchema } from "./products";
import { seoSchema } from "./seo";
import { socialLinkSchema } from "./social-links";
import { transportSchema } from "./transport";
import { videoSchema } from "./videos";

const coverageNone = {
  kind: "",
  unit: "",
  per_coat: "",
  rate_m2_per_unit: "",
  coats: "",
  primer_slug: "",
  roll_width: "",
  roll_length: "",
  side_lap: "",
  end_lap: "",
} as const;

const product = (over: Record<string, unknown> = {}) => ({
  name: "Seal",
  slug: "seal",
  short_description: "",
  description: "",
  category_id: "",
  brand_id: "",
  image_url: "",
  image_alt: "",
  image_width: null,
  image_height: null,
  gallery: [],
  features: [],
  applications: [],
  specifications: [],
  coverage: "",
  coverage_data: coverageNone,
  pack_sizes: [],
  tds_url: "",
  sds_url: "",
  is_featured: false,
  is_active: true,
  sort_order: "0",
  ...over,
});

const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (r.success ? [] : r.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`));

describe("product schema (public.products checks)", () => {
  it("accepts a minimal product and writes nulls for empty text", () => {
    const r = productSchema.parse(product());
    expect(r).toMatchObject({
      short_description: null,
      category_id: null,
      coverage_data: null,
      sort_order: 0,
    });
  });
  it("refuses what the database refuses", () => {
    expect(issues(productSchema.safeParse(product({ name: " " })))).toContain(
      "name: cms.errors.required",
    );
    expect(issues(productSchema.safeParse(product({ name: "x".repeat(161) })))).toContain(
      "name: cms.errors.tooLong:160",
    );
    expect(issues(productSchema.safeParse(product({ slug: "Not a slug" })))).toContain(
      "slug: cms.errors.slug",
    );
    expect(issues(productSchema.safeParse(product({ slug: "a".repeat(121) })))).toContain(
      "slug: cms.errors.tooLong:120",
    );
    expect(
      issues(productSchema.safeParse(product({ short_description: "x".repeat(501) }))),
    ).toContain("short_description: cms.errors.tooLong:500");
    expect(issues(productSchema.safeParse(product({ image_url: "ftp://x" })))).toContain(
      "image_url: cms.errors.asset",
    );
    expect(issues(productSchema.safeParse(product({ features: ["x".repeat(301)] })))).toContain(
      "features.0: cms.errors.tooLong:300",
    );
    expect(
      issues(
        productSchema.safeParse(product({ pack_sizes: [{ size: "0", unit: "kg", label: "" }] })),
      ),
    ).toContain("pack_sizes.0.size: cms.errors.positive");
    expect(
      issues(productSchema.safeParse(product({ specifications: [{ key: " ", value: "v" }] }))),
    ).toContain("specifications.0.key: cms.errors.required");
  });
  it("requires alt text for the main image and gallery images", () => {
    expect(issues(productSchema.safeParse(product({ image_url: "/images/a.png" })))).toContain(
      "image_alt: cms.errors.altRequired",
    );
    expect(
      issues(productSchema.safeParse(product({ gallery: [{ url: "/images/a.png", alt: "" }] }))),
    ).toContain("gallery.0.alt: cms.errors.altRequired");
  });
  it("checks coverage data like public.is_valid_coverage_data", () => {
    const liquid = { ...coverageNone, kind: "liquid", unit: "kg", per_coat: "1.2", coats: "2" };
    expect(productSchema.parse(product({ coverage_data: liquid })).coverage_data).toEqual({
      kind: "liquid",
      unit: "kg",
      per_coat: 1.2,
      coats: 2,
    });
    expect(
      issues(productSchema.safeParse(product({ coverage_data: { ...liquid, unit: "" } }))),
    ).toContain("coverage_data.unit: cms.errors.required");
    expect(
      issues(productSchema.safeParse(product({ coverage_data: { ...liquid, coats: "11" } }))),
    ).toContain("coverage_data.coats: cms.errors.positive");
    const membrane = { ...coverageNone, kind: "membrane", roll_width: "1", roll_length: "10" };
    expect(productSchema.parse(product({ coverage_data: membrane })).coverage_data).toEqual({
      kind: "membrane",
      roll: { width: 1, length: 10 },
    });
  });
});

describe("other schemas", () => {
  it("category and brand limits", () => {
    const base = {
      name: "A",
      slug: "a",
      description: "",
      image_url: "",
      icon: "",
      is_active: true,
      sort_order: "1",
    };
    expect(issues(categorySchema.safeParse({ ...base, name: "x".repeat(121) }))).toContain(
      "name: cms.errors.tooLong:120",
    );
    expect(issues(categorySchema.safeParse({ ...base, icon: "Bad Icon" }))).toContain(
      "icon: cms.errors.icon",
    );
    expect(
      issues(
        brandSchema.safeParse({
          name: "B",
          slug: "b",
          description: "",
          logo_url: "",
          website: "example.com",
          is_active: true,
          sort_order: "0",
        }),
      ),
    ).toContain("website: cms.errors.url");
  });
  it("transport phones, email and required city/state", () => {
    const t = {
      name: "T",
      contact_person: "",
      phones: ["+91 79 1234 5678"],
      email: "",
      website: "",
      address: "",
      city: "Surat",
      state: "Gujarat",
      service_areas: [],
      vehicle_types: [],
      is_verified: false,
      is_active: true,
    };
    expect(transportSchema.safeParse(t).success).toBe(true);
    expect(issues(transportSchema.safeParse({ ...t, phones: ["12"] }))).toContain(
      "phones.0: cms.errors.phone",
    );
    expect(issues(transportSchema.safeParse({ ...t, email: "nope" }))).toContain(
      "email: cms.errors.email",
    );
    expect(issues(transportSchema.safeParse({ ...t, city: "" }))).toContain(
      "city: cms.errors.required",
    );
  });
  it("videos take a URL or an id", () => {
    const v = { title: "V", description: "", category: "", is_active: true, sort_order: "0" };
    expect(videoSchema.parse({ ...v, youtube_id: "https://youtu.be/dQw4w9WgXcQ" }).youtube_id).toBe(
      "dQw4w9WgXcQ",
    );
    expect(issues(videoSchema.safeParse({ ...v, youtube_id: "nope" }))).toContain(
      "youtube_id: cms.errors.youtube",
    );
  });
  it("banners: schedule order, CTA pair, site time", () => {
    const b = {
      title: "B",
      subtitle: "",
      image_url: "",
      cta_label: "",
      cta_href: "",
      starts_at: "2026-01-01T10:00",
      ends_at: "",
      is_active: true,
      sort_order: "0",
    };
    expect(bannerSchema.parse(b).starts_at).toBe("2026-01-01T04:30:00.000Z");
    expect(issues(bannerSchema.safeParse({ ...b, ends_at: "2025-01-01T10:00" }))).toContain(
      "ends_at: cms.errors.endsBeforeStart",
    );
    expect(issues(bannerSchema.safeParse({ ...b, cta_label: "Go" }))).toContain(
      "cta_href: cms.errors.required",
    );
  });
  it("social links and SEO", () => {
    expect(
      socialLinkSchema.safeParse({
        platform: "x",
        url: "https://x.com/a",
        is_active: true,
        sort_order: "0",
      }).success,
    ).toBe(false);
    const s = { route: "/products", title: "", description: "", keywords: "", og_image: "" };
    expect(seoSchema.safeParse(s).success).toBe(true);
    expect(issues(seoSchema.safeParse({ ...s, route: "products" }))).toContain(
      "route: cms.errors.route",
    );
    expect(issues(seoSchema.safeParse({ ...s, description: "x".repeat(321) }))).toContain(
      "description: cms.errors.tooLong:320",
    );
  });
});
