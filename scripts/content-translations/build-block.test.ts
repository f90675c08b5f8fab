import { describe, expect, it } from "vitest";
import {
  BLOCK_END,
  BLOCK_START,
  buildSeedFiles,
  languageStatements,
  type EnglishContent,
} from "./build-block";

const english: EnglishContent = {
  keyed: {
    products: new Map([
      ["aqua-seal", { features: 2, applications: 1 }],
      ["plain-seal", { features: 0, applications: 0 }],
    ]),
    categories: new Map([["roof", {}]]),
    services: new Map(),
    banners: new Map([["/images/banners/a.svg", {}]]),
    videos: new Map(),
    seo: new Map([["/products", {}]]),
  },
  site: { figures: 2 },
  whatsapp: true,
};

describe("content translation seed block", () => {
  it("writes one insert per table, matched by key, with NULL for what is missing", () => {
    const sql = languageStatements(
      "gu",
      {
        products: {
          "aqua-seal": {
            name: "એક્વા સીલ",
            description: "  ",
            features: ["લવચીક", "ટકાઉ"],
            applications: [],
          },
        },
        banners: { "/images/banners/a.svg": { title: "ધાબું" } },
      },
      english,
    );
    expect(sql).toHaveLength(2);
    expect(sql[0]).toContain("insert into public.product_translations (product_id, language, name");
    expect(sql[0]).toContain(
      "('aqua-seal', 'gu', 'એક્વા સીલ', null::text, null::text, array['લવચીક', 'ટકાઉ']::text[], null::text[], null::text)",
    );
    expect(sql[0]).toContain("join public.products p on p.slug = v.match_key;");
    expect(sql[1]).toContain("join public.banners p on p.image_url = v.match_key;");
  });

  it("escapes quotes and keeps figures as JSON", () => {
    const [site] = languageStatements(
      "hi",
      {
        site: {
          tagline: "It's dry",
          figures: [
            { value: "25+", label: "वर्ष" },
            { value: "15+", label: "देश" },
          ],
        },
      },
      english,
    );
    expect(site).toContain("'It''s dry'");
    expect(site).toContain(`'[{"value":"25+","label":"वर्ष"},{"value":"15+","label":"देश"}]'::jsonb`);
    expect(site).toContain("select id from public.site_settings where id = 1");
  });

  it("skips missing files, sections, records and records without any text", () => {
    expect(languageStatements("ta", {}, english)).toEqual([]);
    expect(
      languageStatements("ta", { products: { "plain-seal": { name: " " } } }, english),
    ).toEqual([]);
    expect(buildSeedFiles({ ta: {} }, english)).toEqual({});
    const hi = buildSeedFiles({ hi: { categories: { roof: { name: "छत" } } } }, english)["hi.sql"];
    expect(hi?.startsWith(BLOCK_START)).toBe(true);
    expect(hi?.trimEnd().endsWith(BLOCK_END)).toBe(true);
  });

  it("fails loudly on unknown records, sections and fields, and on list lengths", () => {
    expect(() => languageStatements("hi", { products: { nope: { name: "x" } } }, english)).toThrow(
      /no seeded record has slug "nope"/,
    );
    expect(() => languageStatements("hi", { brands: {} }, english)).toThrow(/unknown section/);
    expect(() =>
      languageStatements("hi", { products: { "aqua-seal": { nmae: "x" } } }, english),
    ).toThrow(/unknown field "nmae"/);
    expect(() =>
      languageStatements("hi", { products: { "aqua-seal": { features: ["one"] } } }, english),
    ).toThrow(/1 items where English has 2/);
    expect(() =>
      languageStatements("hi", { site: { figures: [{ value: "1", label: "x" }] } }, english),
    ).toThrow(/English has 2/);
    expect(() =>
      languageStatements("hi", { products: { "aqua-seal": { name: 3 } } }, english),
    ).toThrow(/expected text/);
  });

  it("is deterministic: languages and records sorted, whatever the order of the files", () => {
    const a = buildSeedFiles(
      {
        ta: { categories: { roof: { name: "கூரை" } } },
        hi: { categories: { roof: { name: "छत" } } },
      },
      english,
    );
    const b = buildSeedFiles(
      {
        hi: { categories: { roof: { name: "छत" } } },
        ta: { categories: { roof: { name: "கூரை" } } },
      },
      english,
    );
    expect(a).toEqual(b);
    expect(Object.keys(a)).toEqual(["hi.sql", "ta.sql"]);
  });
});
