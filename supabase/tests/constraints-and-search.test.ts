import { randomBytes } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDrivers, anonSearchClient, type Driver, type Row } from "./support/actors";
import { connect, uniq } from "./support/db";
import { contentRows, insertRow, siteSettings, youtubeId } from "./support/fixtures";

const DRIVERS: Driver[] = await availableDrivers();

let c: pg.Client;
beforeAll(async () => {
  c = await connect();
});
afterAll(async () => {
  await c?.end();
});

/** The SQLSTATE of inserting a row as the database owner, or "ok". */
async function tryInsert(table: string, row: Row): Promise<string> {
  try {
    await insertRow(c, table, row);
    return "ok";
  } catch (e) {
    return String((e as { code?: string }).code);
  }
}

const product = (over: Row = {}): Row => ({ ...contentRows.products!(true), ...over });

describe("constraints keep data clean", () => {
  it("slugs: lowercase, hyphenated, unique", async () => {
    for (const slug of [
      "Bad Slug",
      "UPPER",
      "a--b",
      "-a",
      "a-",
      "a_b",
      "ü-x",
      "",
      "x".repeat(121),
    ]) {
      expect(await tryInsert("categories", { slug, name: "C" }), slug).toBe("23514");
    }
    const slug = uniq("ok-slug");
    expect(await tryInsert("categories", { slug, name: "C" })).toBe("ok");
    expect(await tryInsert("categories", { slug, name: "C" })).toBe("23505");
    expect(await tryInsert("categories", { slug: uniq("n"), name: "  " })).toBe("23514");
    expect(await tryInsert("categories", { slug: uniq("n") })).toBe("23502");
  });

  it("e-mails, phones, URLs and YouTube ids", async () => {
    const t = (over: Row) => ({ ...contentRows.transport_companies!(true), ...over });
    expect(await tryInsert("transport_companies", t({ email: "ops@carrier.example.in" }))).toBe(
      "ok",
    );
    expect(await tryInsert("transport_companies", t({ email: "ops@carrier" }))).toBe("23514");
    expect(
      await tryInsert(
        "transport_companies",
        t({ phones: ["+91 79 2658 1234", "(079) 2658-1234"] }),
      ),
    ).toBe("ok");
    expect(await tryInsert("transport_companies", t({ phones: ["call us"] }))).toBe("23514");
    expect(await tryInsert("transport_companies", t({ phones: [null] }))).toBe("23514");
    expect(await tryInsert("transport_companies", t({ website: "javascript:alert(1)" }))).toBe(
      "23514",
    );
    expect(
      await tryInsert("transport_companies", t({ website: "https://carrier.example/in" })),
    ).toBe("ok");
    expect(await tryInsert("transport_companies", t({ service_areas: ["Gujarat", " "] }))).toBe(
      "23514",
    );
    expect(
      await tryInsert(
        "products",
        product({ image_url: "/images/p.webp", image_width: 800, image_height: 600 }),
      ),
    ).toBe("ok");
    expect(await tryInsert("products", product({ image_url: "//evil.example/x.png" }))).toBe(
      "23514",
    );
    expect(await tryInsert("products", product({ image_width: 800 }))).toBe("23514");
    expect(await tryInsert("videos", { youtube_id: youtubeId(), title: "V" })).toBe("ok");
    for (const id of ["short", "waytoolongid12", "bad id!!!!!"]) {
      expect(await tryInsert("videos", { youtube_id: id, title: "V" }), id).toBe("23514");
    }
    expect(
      await tryInsert("social_links", { platform: "Face Book", url: "https://facebook.com/x" }),
    ).toBe("23514");
    expect(await tryInsert("seo_settings", { route: "no-slash" })).toBe("23514");
  });

  it("coverage_data, pack_sizes, specifications and gallery have checked JSON shapes", async () => {
    const ok: Row[] = [
      {
        coverage_data: {
          kind: "liquid",
          unit: "kg",
          per_coat: 0.5,
          coats: 2,
          primer_slug: "primer-x",
        },
      },
      { coverage_data: { kind: "cement_admixture", unit: "L", rate_m2_per_unit: 4 } },
      {
        coverage_data: {
          kind: "membrane",
          roll: { width: 1, length: 10, side_lap: 0.1, end_lap: 0.15 },
        },
      },
      {
        pack_sizes: [
          { size: 20, unit: "kg", label: "20 kg pail" },
          { size: 1, unit: "roll" },
        ],
      },
      { specifications: [{ key: "Density", value: "1.4 kg/L" }] },
      { specifications: { Density: "1.4 kg/L" } },
      { gallery: ["/images/a.webp", { url: "https://cdn.example/b.webp", alt: "B" }] },
    ];
    for (const over of ok)
      expect(await tryInsert("products", product(over)), JSON.stringify(over)).toBe("ok");
    const bad: Row[] = [
      { coverage_data: "liquid" },
      { coverage_data: { kind: "paint", unit: "kg", per_coat: 1 } },
      { coverage_data: { kind: "liquid", unit: "kg" } },
      { coverage_data: { kind: "liquid", unit: "g", per_coat: 1 } },
      { coverage_data: { kind: "liquid", unit: "kg", per_coat: -1 } },
      { coverage_data: { kind: "liquid", unit: "kg", per_coat: "1" } },
      { coverage_data: { kind: "liquid", unit: "kg", per_coat: 1, coats: 1.5 } },
      { coverage_data: { kind: "liquid", unit: "kg", per_coat: 1, primer_slug: "Not Slug" } },
      { coverage_data: { kind: "membrane" } },
      { coverage_data: { kind: "membrane", roll: { width: 1, length: 0 } } },
      { coverage_data: { kind: "membrane", roll: { width: 1, length: 10, side_lap: "wide" } } },
      { coverage_data: { kind: "liquid", unit: "kg", per_coat: 1, coats: "two" } },
      { coverage_data: { kind: "liquid", unit: "kg", per_coat: 1, coats: 11 } },
      { pack_sizes: [{ size: 20 }] },
      { pack_sizes: [null] },
      { features: ["ok", null] },
      { specifications: [null] },
      { gallery: [null] },
      { pack_sizes: { size: 20 } },
      { pack_sizes: [{ size: 20, unit: "tonne" }] },
      { pack_sizes: [{ size: 0, unit: "kg" }] },
      { specifications: "Density 1.4" },
      { specifications: [{ value: "no key" }] },
      { gallery: ["ftp://x/y.png"] },
      { gallery: {} },
    ];
    for (const over of bad)
      expect(await tryInsert("products", product(over)), JSON.stringify(over)).toBe("23514");
  });

  it("WhatsApp settings: position enum, HH:MM hours, auto replies, at most one active", async () => {
    const w = (over: Row) => ({ ...contentRows.whatsapp_settings!(false), ...over });
    const row = await insertRow(c, "whatsapp_settings", w({}));
    expect(row).toMatchObject({
      position: "bottom-left",
      show_availability: true,
      availability_hours: { start: "09:00", end: "18:00" },
      auto_replies: [],
    });
    expect(await tryInsert("whatsapp_settings", w({ position: "middle" }))).toBe("23514");
    expect(
      await tryInsert(
        "whatsapp_settings",
        w({ availability_hours: { start: "9:00", end: "18:00" } }),
      ),
    ).toBe("23514");
    expect(
      await tryInsert(
        "whatsapp_settings",
        w({ availability_hours: { start: "09:00", end: "24:00" } }),
      ),
    ).toBe("23514");
    expect(
      await tryInsert("whatsapp_settings", w({ availability_hours: { start: "09:00" } })),
    ).toBe("23514");
    expect(await tryInsert("whatsapp_settings", w({ auto_replies: [{ trigger: "Hi" }] }))).toBe(
      "23514",
    );
    expect(await tryInsert("whatsapp_settings", w({ auto_replies: [null] }))).toBe("23514");
    expect(await tryInsert("whatsapp_settings", w({ auto_replies: {} }))).toBe("23514");
    expect(await tryInsert("whatsapp_settings", w({ availability_hours: null }))).toBe("23502");
    expect(
      await tryInsert(
        "whatsapp_settings",
        w({ auto_replies: [{ trigger: "Price", response: "Call us" }] }),
      ),
    ).toBe("ok");
    expect(await tryInsert("whatsapp_settings", w({ phone_number: "whatsapp me" }))).toBe("23514");
    const active = await c.query(
      "select count(*)::int as n from public.whatsapp_settings where is_active",
    );
    if ((active.rows[0] as { n: number }).n === 0) {
      expect(await tryInsert("whatsapp_settings", w({ is_active: true }))).toBe("ok");
    }
    expect(await tryInsert("whatsapp_settings", w({ is_active: true }))).toBe("23505");
  });

  it("site settings: one row, export figures default to the spec, protection on", async () => {
    expect(await tryInsert("site_settings", { id: 2, company_name: "Second" })).toBe("23514");
    await siteSettings(c);
    for (const set of [
      "emails = array['not-mail']",
      "phones = array['call us']",
      "lead_time_days = 0",
      "company_name = ' '",
    ]) {
      await expect(
        c.query(`update public.site_settings set ${set} where id = 1`),
        set,
      ).rejects.toMatchObject({
        code: "23514",
      });
    }
    const r = await c.query(
      "select column_name, column_default from information_schema.columns where table_schema = 'public' and table_name = 'site_settings' and column_name in ('countries_served', 'material_testing', 'protection_enabled') order by 1",
    );
    expect(r.rows).toEqual([
      { column_name: "countries_served", column_default: "'15+'::text" },
      { column_name: "material_testing", column_default: "'100%'::text" },
      { column_name: "protection_enabled", column_default: "true" },
    ]);
  });

  it("banners: schedule must end after it starts; a CTA needs both label and link", async () => {
    expect(
      await tryInsert("banners", { title: "B", starts_at: "2030-01-02", ends_at: "2030-01-01" }),
    ).toBe("23514");
    expect(await tryInsert("banners", { title: "B", cta_label: "Shop" })).toBe("23514");
    expect(
      await tryInsert("banners", { title: "B", cta_label: "Shop", cta_href: "/products" }),
    ).toBe("ok");
  });

  it("contact messages: status enum", async () => {
    const m = { name: "Asha", email: "a@example.test", message: "Hello there, call me." };
    expect(await tryInsert("contact_messages", { ...m, status: "archived" })).toBe("23514");
    expect(await tryInsert("contact_messages", { ...m, status: "in_progress" })).toBe("ok");
  });

  it("updated_at is kept by trigger", async () => {
    const row = await insertRow(c, "services", contentRows.services!(true));
    await c.query("update public.services set updated_at = '2000-01-01' where id = $1", [row.id]);
    const r = await c.query(
      "select updated_at > now() - interval '1 minute' as fresh from public.services where id = $1",
      [row.id],
    );
    expect(r.rows[0]).toEqual({ fresh: true });
  });

  it("foreign keys: deleting a category or brand keeps its products, unlinked", async () => {
    const cat = await insertRow(c, "categories", contentRows.categories!(true));
    const p = await insertRow(c, "products", product({ category_id: cat.id }));
    await c.query("delete from public.categories where id = $1", [cat.id]);
    const r = await c.query("select category_id from public.products where id = $1", [p.id]);
    expect(r.rows).toEqual([{ category_id: null }]);
  });
});

describe.each(DRIVERS)("full-text search via %s", (driver) => {
  // A made-up word (letters only) so only this test's rows match.
  const word = `zq${Array.from(randomBytes(10), (b) => String.fromCharCode(97 + (b % 26))).join("")}`;
  let ids: Record<string, string> = {};
  beforeAll(async () => {
    const cat = await insertRow(c, "categories", {
      slug: uniq("cat"),
      name: `Membranes ${word}cat`,
    });
    const brand = await insertRow(c, "brands", {
      slug: uniq("brand"),
      name: `${word}brand Chemicals`,
    });
    const p = await insertRow(c, "products", {
      slug: uniq("prod"),
      name: "Crystalline Waterproofing Slurry",
      description: `Penetrates concrete ${word}desc`,
      features: [`Seals hairline ${word}feat cracks`],
      applications: ["Basements", "Water tanks"],
      category_id: cat.id,
      brand_id: brand.id,
    });
    const hidden = await insertRow(c, "products", {
      slug: uniq("prod"),
      name: `Hidden ${word}desc`,
      is_active: false,
    });
    const t = await insertRow(c, "transport_companies", {
      name: `${word}trans Roadlines`,
      city: "Vadodara",
      state: "Gujarat",
      phones: ["+91 265 123 4567"],
      service_areas: ["Rajasthan", `${word}area`],
      vehicle_types: ["32 ft container"],
    });
    ids = {
      cat: String(cat.id),
      brand: String(brand.id),
      product: String(p.id),
      hidden: String(hidden.id),
      transport: String(t.id),
    };
  });

  /** Ids of the rows the public finds with websearch_to_tsquery on the search column. */
  async function matches(table: string, config: string, q: string): Promise<string[]> {
    if (driver === "rest") {
      const { data, error } = await anonSearchClient()
        .from(table)
        .select("id")
        .textSearch("search", q, { config, type: "websearch" });
      expect(error).toBeNull();
      return (data ?? []).map((r: { id: string }) => r.id);
    }
    const r = (await c.query(
      `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true);
       select id::text from public.${table} where search @@ websearch_to_tsquery(${c.escapeLiteral(config)}::regconfig, ${c.escapeLiteral(q)})`,
    )) as unknown as pg.QueryResult<{ id: string }>[];
    return (r.at(-1)?.rows ?? []).map((x) => x.id);
  }

  it("finds products by name, description, features, applications, category and brand names", async () => {
    for (const q of [
      `${word}cat`,
      `${word}brand`,
      `${word}feat`,
      "crystalline slurry",
      "water tanks",
    ]) {
      expect(await matches("products", "english", q), q).toContain(ids.product);
    }
    expect(await matches("products", "english", `${word}desc`)).toEqual([ids.product]);
  });

  it("refreshes products when their category or brand is renamed", async () => {
    await c.query("update public.categories set name = $1 where id = $2", [
      `Renamed ${word}newcat`,
      ids.cat,
    ]);
    expect(await matches("products", "english", `${word}newcat`)).toEqual([ids.product]);
    expect(await matches("products", "english", `${word}cat`)).toEqual([]);
  });

  it("finds transport companies by name, city, state and service area", async () => {
    for (const q of [
      `${word}trans`,
      `${word}area`,
      `${word}area vadodara`,
      `${word}trans gujarat`,
    ]) {
      expect(await matches("transport_companies", "simple", q), q).toEqual([ids.transport]);
    }
  });
});
