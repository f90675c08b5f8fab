import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../../src/i18n/languages";
import { connect } from "./support/db";

// The seed's translations (issues 15 and 26): every seeded product, category, service and banner
// has a translation with its name / title in each of the 29 languages besides English. Seeded
// records are told from rows other test files add by their images (only the seed sets them).
// Every field of every language: scripts/content-translations/seeded-translations.test.ts.
const LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

const SEEDED = [
  {
    parent: "products",
    table: "product_translations",
    fk: "product_id",
    field: "name",
    key: "slug",
  },
  {
    parent: "categories",
    table: "category_translations",
    fk: "category_id",
    field: "name",
    key: "slug",
  },
  {
    parent: "services",
    table: "service_translations",
    fk: "service_id",
    field: "title",
    key: "slug",
  },
  {
    parent: "banners",
    table: "banner_translations",
    fk: "banner_id",
    field: "title",
    key: "image_url",
  },
] as const;

let c: pg.Client;
beforeAll(async () => {
  c = await connect();
});
afterAll(async () => {
  await c?.end();
});

describe("seeded content translations", () => {
  for (const s of SEEDED) {
    it(`translate every seeded row of ${s.parent} into ${LANGUAGES.join(", ")}`, async () => {
      const seeded = await c.query<{ n: string }>(
        `select count(*)::text as n from public.${s.parent} where image_url like '/images/${s.parent}/%'`,
      );
      expect(Number(seeded.rows[0]!.n)).toBeGreaterThan(2);
      const missing = await c.query<{ key: string; language: string }>(
        `select p.${s.key} as key, l.language
         from public.${s.parent} p cross join unnest($1::text[]) as l (language)
         where p.image_url like '/images/${s.parent}/%'
           and not exists (
             select 1 from public.${s.table} t
             where t.${s.fk} = p.id and t.language = l.language and btrim(t.${s.field}) <> ''
           )
         order by 2, 1`,
        [LANGUAGES],
      );
      expect(missing.rows).toEqual([]);
    });
  }

  it("keep translated lists as long as the English ones", async () => {
    const r = await c.query(
      `select p.slug, t.language from public.products p
       join public.product_translations t on t.product_id = p.id
       where p.image_url like '/images/products/%'
         and (
           (t.features is not null and cardinality(t.features) <> cardinality(p.features))
           or (t.applications is not null and cardinality(t.applications) <> cardinality(p.applications))
         )`,
    );
    expect(r.rows).toEqual([]);
  });

  it("let the search find a seeded product by its Gujarati and Hindi names", async () => {
    const r = await c.query<{ slug: string; gu: string; hi: string }>(
      `select p.slug, gu.name as gu, hi.name as hi from public.products p
       join public.product_translations gu on gu.product_id = p.id and gu.language = 'gu'
       join public.product_translations hi on hi.product_id = p.id and hi.language = 'hi'
       where p.image_url like '/images/products/%' order by p.slug limit 1`,
    );
    const row = r.rows[0]!;
    for (const name of [row.gu, row.hi]) {
      const found = await c.query<{ slug: string }>(
        "select slug from public.products where search @@ websearch_to_tsquery('english', $1)",
        [name],
      );
      expect(found.rows.map((x) => x.slug)).toContain(row.slug);
    }
  });
});
