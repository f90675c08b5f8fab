import type pg from "pg";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { localize } from "../../src/lib/content-language/localize";
import type { Row } from "./support/actors";
import { connect, uniq } from "./support/db";
import { contentRows, insertRow } from "./support/fixtures";

// Reading company content in a language (issue 15) through supabase-js and the local REST API,
// with the embeds the public pages use (src/features/catalogue/api) and their merge helper.
let c: pg.Client;
let requests = 0;
const db = createClient(inject("apiUrl"), inject("anonKey"), {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  global: {
    fetch: (input, init) => {
      requests += 1;
      return fetch(input, init);
    },
  },
});

const tag = uniq("i18n").replace("-", "");
let category: Row;
let translated: Row;
let untranslated: Row;

beforeAll(async () => {
  c = await connect();
  category = await insertRow(c, "categories", {
    ...contentRows.categories!(true),
    name: "Roof coatings",
  });
  await insertRow(c, "category_translations", {
    category_id: category.id,
    language: "gu",
    name: "છત કોટિંગ",
  });
  translated = await insertRow(c, "products", {
    ...contentRows.products!(true),
    name: `Aquashield ${tag}`,
    short_description: "Elastomeric roof coating",
    description: "Seals terraces against monsoon rain.",
    features: ["Flexible", "UV stable"],
    category_id: category.id,
  });
  untranslated = await insertRow(c, "products", {
    ...contentRows.products!(true),
    name: `Plainseal ${tag}`,
    short_description: "Cementitious slurry",
    category_id: category.id,
  });
  await insertRow(c, "product_translations", {
    product_id: translated.id,
    language: "gu",
    name: `એક્વાશીલ્ડ${tag}`,
    short_description: "   ",
    description: "ચોમાસાના વરસાદ સામે ધાબાને સીલ કરે છે.",
    features: [],
  });
  await insertRow(c, "product_translations", {
    product_id: translated.id,
    language: "ta",
    name: `அக்வாஷீல்ட்${tag}`,
  });
});
afterAll(async () => {
  await c?.query("delete from public.products where id = any($1)", [
    [translated.id, untranslated.id],
  ]);
  await c?.query("delete from public.categories where id = $1", [category.id]);
  await c?.end();
});

interface Card {
  id: string;
  name: string;
  short_description: string | null;
  category: { slug: string; name: string } | null;
}

/** As src/features/catalogue/api/select.ts builds it: translations embedded for non-English. */
const summarySelect = (lang: string) =>
  lang === "en"
    ? "id, slug, name, short_description, category:categories(slug, name)"
    : "id, slug, name, short_description, translations:product_translations(name, short_description), category:categories(slug, name, translations:category_translations(name))";

const productLanguageFilters = (lang: string): [string, string][] =>
  lang === "en"
    ? []
    : [
        ["translations.language", lang],
        ["category.translations.language", lang],
      ];

function localizeSummary(row: unknown): Card {
  const p = localize(row as Card, ["name", "short_description"]);
  return { ...p, category: p.category ? localize(p.category, ["name"]) : null };
}

function productList(lang: string) {
  let q = db
    .from("products")
    .select(summarySelect(lang))
    .in("id", [translated.id, untranslated.id]);
  for (const [column, value] of productLanguageFilters(lang)) q = q.eq(column, value);
  return q.order("name");
}

describe("content in the visitor's language", () => {
  it("embeds only the chosen language's translation, for a whole list in one request", async () => {
    requests = 0;
    const { data, error } = await productList("gu");
    expect(error).toBeNull();
    expect(requests).toBe(1);
    const rows = data as unknown as Row[];
    expect(rows).toHaveLength(2);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(translated.id)!.translations).toEqual([
      { name: `એક્વાશીલ્ડ${tag}`, short_description: "   " },
    ]);
    expect(byId.get(untranslated.id)!.translations).toEqual([]);
    expect((byId.get(translated.id)!.category as Row).translations).toEqual([{ name: "છત કોટિંગ" }]);
  });

  it("falls back to English field by field, never leaving a blank", async () => {
    const { data } = await productList("gu");
    const cards = (data ?? []).map(localizeSummary);
    const card = cards.find((p) => p.id === translated.id)!;
    expect(card.name).toBe(`એક્વાશીલ્ડ${tag}`);
    expect(card.short_description).toBe("Elastomeric roof coating");
    expect(card.category?.name).toBe("છત કોટિંગ");
    const plain = cards.find((p) => p.id === untranslated.id)!;
    expect(plain.name).toBe(`Plainseal ${tag}`);
    expect(plain.short_description).toBe("Cementitious slurry");

    const detail = await db
      .from("products")
      .select(
        "id, name, short_description, description, features, applications, coverage, translations:product_translations(name, short_description, description, features, applications, coverage), category:categories(slug, name, translations:category_translations(name))",
      )
      .eq("id", translated.id)
      .eq("translations.language", "gu")
      .eq("category.translations.language", "gu")
      .single();
    expect(detail.error).toBeNull();
    const product = localize(
      detail.data as unknown as {
        description: string;
        features: string[];
        short_description: string;
      },
      ["description", "features", "short_description"],
    );
    expect(product.description).toBe("ચોમાસાના વરસાદ સામે ધાબાને સીલ કરે છે.");
    expect(product.features).toEqual(["Flexible", "UV stable"]);
    expect(product.short_description).toBe("Elastomeric roof coating");
  });

  it("reads English without embedding anything", async () => {
    const { data, error } = await productList("en");
    expect(error).toBeNull();
    for (const row of data as unknown as Row[]) expect(row).not.toHaveProperty("translations");
  });

  it("finds a product by its translated name in any language, and by its English name", async () => {
    const search = async (q: string, lang: string) => {
      let query = db
        .from("products")
        .select(summarySelect(lang))
        .in("id", [translated.id, untranslated.id])
        .textSearch("search", q, { type: "websearch", config: "english" });
      for (const [column, value] of productLanguageFilters(lang)) query = query.eq(column, value);
      const { data, error } = await query;
      expect(error).toBeNull();
      return (data ?? []).map(localizeSummary).map((p) => p.name);
    };
    expect(await search(`એક્વાશીલ્ડ${tag}`, "gu")).toEqual([`એક્વાશીલ્ડ${tag}`]);
    // Tamil name typed while browsing in Gujarati: found, and shown in Gujarati.
    expect(await search(`அக்வாஷீல்ட்${tag}`, "gu")).toEqual([`એક્વાશીલ્ડ${tag}`]);
    // English name while browsing in Tamil and in Hindi (no Hindi translation: English shown).
    expect(await search(`Aquashield ${tag}`, "ta")).toEqual([`அக்வாஷீல்ட்${tag}`]);
    expect(await search(`Aquashield ${tag}`, "hi")).toEqual([`Aquashield ${tag}`]);
    expect(await search(`Plainseal ${tag}`, "gu")).toEqual([`Plainseal ${tag}`]);
  });
});
