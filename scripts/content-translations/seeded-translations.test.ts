import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../local-supabase/src/config";
import { openPglite } from "../../local-supabase/src/db/pglite";
import { runBootstrap, runMigrations, runSql } from "../../local-supabase/src/db/migrate";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../../src/i18n/languages";
import { KEYED_SECTIONS, SITE_FIELDS, WHATSAPP_FIELDS } from "./build-block";
import { IDENTICAL_ALLOWED } from "./identical-allow-list";

// The seeded catalogue in every language (issue 26): built in memory from the migrations and
// every seed file config.toml lists, so nothing another test adds can hide a gap.
const root = path.resolve(import.meta.dirname, "../..");
const LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

type Db = Awaited<ReturnType<typeof openPglite>>;
let db: Db;

beforeAll(async () => {
  db = await openPglite();
  await runBootstrap(db);
  await runMigrations(db, path.join(root, "supabase", "migrations"));
  for (const file of loadConfig({}, { quiet: true }).seedFiles) {
    await runSql(db, path.basename(file), readFileSync(file, "utf8"));
  }
}, 300_000);
afterAll(async () => {
  await db?.close();
});

interface Table {
  name: string;
  table: string;
  parent: string;
  join: string;
  key: string;
  fields: Record<string, string>;
}

const TABLES: Table[] = [
  ...Object.entries(KEYED_SECTIONS).map(([name, s]) => ({
    name,
    table: s.table,
    parent: s.parent,
    join: `t.${s.fk} = p.id`,
    key: `p.${s.match}`,
    fields: s.fields,
  })),
  {
    name: "site",
    table: "site_setting_translations",
    parent: "site_settings",
    join: "t.site_setting_id = p.id",
    key: "'site'",
    fields: SITE_FIELDS,
  },
  {
    name: "whatsapp",
    table: "whatsapp_setting_translations",
    parent: "whatsapp_settings",
    join: "t.whatsapp_setting_id = p.id",
    key: "'whatsapp'",
    fields: WHATSAPP_FIELDS,
  },
];

/** A field as text for comparison: lists and figures as their items, one per line. */
function asText(column: string, kind: string): string {
  if (kind === "list") return `array_to_string(${column}, E'\\n')`;
  if (kind === "figures") {
    return `(select string_agg(f->>'label', E'\\n') from jsonb_array_elements(${column}) f)`;
  }
  return column;
}

describe("seeded content translations", () => {
  for (const t of TABLES) {
    it(`cover every ${t.name} field with English text, in all 29 languages`, async () => {
      const missing: string[] = [];
      for (const [field, kind] of Object.entries(t.fields)) {
        const r = await db.query<{ key: string; language: string }>(
          `select ${t.key} as key, l.language
           from public.${t.parent} p cross join unnest($1::text[]) as l (language)
           left join public.${t.table} t on ${t.join} and t.language = l.language
           where coalesce(btrim(${asText(`p.${field}`, kind)}), '') <> ''
             and coalesce(btrim(${asText(`t.${field}`, kind)}), '') = ''
           order by 2, 1`,
          [LANGUAGES],
        );
        missing.push(...r.rows.map((row) => `${row.language} ${t.name} ${row.key}.${field}`));
      }
      expect(missing).toEqual([]);
    });

    it(`leave no ${t.name} text in English but names`, async () => {
      const identical: string[] = [];
      for (const [field, kind] of Object.entries(t.fields)) {
        const items =
          kind === "text"
            ? `select p.${field} as en, t.${field} as tr`
            : kind === "list"
              ? `select e.en, e.tr from unnest(p.${field}, t.${field}) as e (en, tr)`
              : `select e.en->>'label' as en, e.tr->>'label' as tr
                 from jsonb_array_elements(p.${field}) with ordinality as e1 (en, i)
                 join jsonb_array_elements(t.${field}) with ordinality as e2 (tr, j) on i = j
                 cross join lateral (select e1.en, e2.tr) as e`;
        const r = await db.query<{ key: string; language: string; en: string }>(
          `select ${t.key} as key, t.language, x.en
           from public.${t.parent} p join public.${t.table} t on ${t.join}
           cross join lateral (${items}) as x
           where btrim(x.en) <> '' and btrim(x.en) = btrim(x.tr)
           order by 2, 1`,
        );
        identical.push(
          ...r.rows
            .filter((row) => !IDENTICAL_ALLOWED.has(row.en.trim()))
            .map((row) => `${row.language} ${t.name} ${row.key}.${field}: ${row.en}`),
        );
      }
      expect(identical).toEqual([]);
    });
  }

  it("keep translated lists and figures as long as the English ones", async () => {
    const r = await db.query(
      `select p.slug, t.language from public.products p
       join public.product_translations t on t.product_id = p.id
       where cardinality(t.features) <> cardinality(p.features)
          or cardinality(t.applications) <> cardinality(p.applications)
       union all
       select 'site', t.language from public.site_settings p
       join public.site_setting_translations t on t.site_setting_id = p.id
       where cardinality(t.certifications) <> cardinality(p.certifications)
          or jsonb_array_length(t.figures) <> jsonb_array_length(p.figures)`,
    );
    expect(r.rows).toEqual([]);
  });

  it("find every product by its name in each of the 30 languages", async () => {
    const r = await db.query<{ slug: string; language: string; name: string }>(
      `select p.slug, 'en' as language, p.name from public.products p
       union all
       select p.slug, t.language, t.name from public.products p
       join public.product_translations t on t.product_id = p.id
       order by 2, 1`,
    );
    expect(new Set(r.rows.map((row) => row.language)).size).toBe(30);
    const notFound: string[] = [];
    for (const row of r.rows) {
      const found = await db.query(
        `select 1 from public.products
         where slug = $2 and search @@ websearch_to_tsquery('english', $1)`,
        [row.name, row.slug],
      );
      if (found.rows.length === 0) notFound.push(`${row.language} ${row.slug}: ${row.name}`);
    }
    expect(notFound).toEqual([]);
  }, 60_000);
});
