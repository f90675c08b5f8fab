import { readFileSync } from "node:fs";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Row } from "./support/actors";
import { connect, createUser, uniq } from "./support/db";
import { contentRows, insertRow } from "./support/fixtures";

// The content translation tables (issue 15): constraints, the audit trail's composite record
// ids, and the product search vector that covers every language.
let c: pg.Client;
beforeAll(async () => {
  c = await connect();
});
afterAll(async () => {
  await c?.end();
});

async function tryInsert(table: string, row: Row): Promise<string> {
  try {
    await insertRow(c, table, row);
    return "ok";
  } catch (e) {
    return String((e as { code?: string }).code);
  }
}

const newProduct = (over: Row = {}) =>
  insertRow(c, "products", { ...contentRows.products!(true), ...over });

async function matches(id: unknown, query: string): Promise<boolean> {
  const r = await c.query(
    "select 1 from public.products where id = $1 and search @@ websearch_to_tsquery('english', $2)",
    [id, query],
  );
  return r.rowCount === 1;
}

describe("content translation tables", () => {
  it("accept exactly the 29 non-English site languages", async () => {
    const source = readFileSync("src/i18n/languages.ts", "utf8");
    const codes = [...source.matchAll(/code: "([a-z]{2})"/g)].map((m) => m[1]!);
    expect(codes).toHaveLength(30);
    const r = await c.query<{ code: string; ok: boolean }>(
      "select code, public.is_translation_language(code) as ok from unnest($1::text[]) as code",
      [[...codes, "xx", "EN", "", "gu-IN"]],
    );
    const accepted = r.rows.filter((x) => x.ok).map((x) => x.code);
    expect(accepted.sort()).toEqual(codes.filter((x) => x !== "en").sort());
  });

  it("keep one row per record and language, with the parent's limits", async () => {
    const p = await newProduct();
    const t = (over: Row) => ({ product_id: p.id, language: "gu", ...over });
    expect(await tryInsert("product_translations", t({ language: "en" }))).toBe("23514");
    expect(await tryInsert("product_translations", t({ language: "xx" }))).toBe("23514");
    expect(await tryInsert("product_translations", t({ name: "  " }))).toBe("23514");
    expect(await tryInsert("product_translations", t({ name: "ન".repeat(161) }))).toBe("23514");
    expect(await tryInsert("product_translations", t({ features: ["ok", " "] }))).toBe("23514");
    expect(await tryInsert("product_translations", t({ name: "નામ" }))).toBe("ok");
    expect(await tryInsert("product_translations", t({ name: "બીજું" }))).toBe("23505");
    // All fields NULL is a valid (empty) translation: everything falls back to English.
    expect(await tryInsert("product_translations", t({ language: "ta" }))).toBe("ok");
    expect(
      await tryInsert("product_translations", {
        product_id: "00000000-0000-4000-8000-000000000000",
        language: "hi",
      }),
    ).toBe("23503");
    const s = await c.query<{ id: number }>("select id from public.site_settings limit 1");
    const site = (over: Row) => ({ site_setting_id: s.rows[0]!.id, language: "de", ...over });
    expect(await tryInsert("site_setting_translations", site({ figures: [{ value: "x" }] }))).toBe(
      "23514",
    );
    expect(
      await tryInsert("whatsapp_setting_translations", {
        whatsapp_setting_id: (
          await insertRow(c, "whatsapp_settings", contentRows.whatsapp_settings!(false))
        ).id,
        language: "hi",
        welcome_message: "",
      }),
    ).toBe("23514");
  });

  it("go away with their record", async () => {
    const p = await newProduct();
    await insertRow(c, "product_translations", { product_id: p.id, language: "hi", name: "नाम" });
    await c.query("delete from public.products where id = $1", [p.id]);
    const r = await c.query("select 1 from public.product_translations where product_id = $1", [
      p.id,
    ]);
    expect(r.rowCount).toBe(0);
  });

  it("are audited with '<record id>:<language>' as the record, by the acting admin", async () => {
    const admin = await createUser(c, "admin");
    const cat = await insertRow(c, "categories", contentRows.categories!(true));
    await c.query("begin");
    await c.query("set local role authenticated");
    await c.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ sub: admin.id, role: "authenticated" }),
    ]);
    await c.query(
      "insert into public.category_translations (category_id, language, name) values ($1, 'mr', 'जलरोधक')",
      [cat.id],
    );
    await c.query(
      "update public.category_translations set description = 'वर्णन' where category_id = $1",
      [cat.id],
    );
    await c.query("delete from public.category_translations where category_id = $1", [cat.id]);
    await c.query("commit");
    const r = await c.query<{
      action: string;
      actor_id: string;
      old_values: Row | null;
      new_values: Row | null;
    }>(
      "select action, actor_id, old_values, new_values from public.content_audit where table_name = 'category_translations' and record_id = $1 order by id",
      [`${String(cat.id)}:mr`],
    );
    expect(r.rows.map((x) => x.action)).toEqual(["insert", "update", "delete"]);
    expect(r.rows.every((x) => x.actor_id === admin.id)).toBe(true);
    expect(r.rows[0]!.new_values).toMatchObject({ language: "mr", name: "जलरोधक" });
    expect(r.rows[1]!.old_values).toEqual({ description: null });
    expect(r.rows[1]!.new_values).toEqual({ description: "वर्णन" });
    // The English row was not touched: no audit entry for the category beyond its insert.
    const parent = await c.query(
      "select action from public.content_audit where table_name = 'categories' and record_id = $1",
      [String(cat.id)],
    );
    expect(parent.rows.map((x: Row) => x.action)).toEqual(["insert"]);
  });
});

describe("product search covers every language", () => {
  it("finds a product by its translated name, and still by its English name", async () => {
    const english = uniq("Aquaseal");
    const p = await newProduct({ name: `${english} Flexible Membrane` });
    const gujarati = `એક્વાસીલ${uniq("").slice(1)}`;
    expect(await matches(p.id, gujarati)).toBe(false);
    await insertRow(c, "product_translations", {
      product_id: p.id,
      language: "gu",
      name: `${gujarati} લવચીક પટલ`,
    });
    expect(await matches(p.id, gujarati)).toBe(true);
    expect(await matches(p.id, "લવચીક")).toBe(true);
    expect(await matches(p.id, english)).toBe(true);
    expect(await matches(p.id, "membranes")).toBe(true);

    await c.query(
      "update public.product_translations set name = 'بدل گیا' where product_id = $1 and language = 'gu'",
      [p.id],
    );
    expect(await matches(p.id, gujarati)).toBe(false);
    expect(await matches(p.id, "بدل")).toBe(true);
    await c.query("delete from public.product_translations where product_id = $1", [p.id]);
    expect(await matches(p.id, "بدل")).toBe(false);
  });

  it("finds a product by its category's translated name", async () => {
    const cat = await insertRow(c, "categories", contentRows.categories!(true));
    const p = await newProduct({ category_id: cat.id });
    const hindi = `छत${uniq("").slice(1)}`;
    await insertRow(c, "category_translations", {
      category_id: cat.id,
      language: "hi",
      name: hindi,
    });
    expect(await matches(p.id, hindi)).toBe(true);
  });

  it("leaves the product's updated_at alone when only a translation changes", async () => {
    const p = await newProduct();
    const before = await c.query<{ t: string }>(
      "select updated_at::text as t from public.products where id = $1",
      [p.id],
    );
    await insertRow(c, "product_translations", { product_id: p.id, language: "te", name: "పేరు" });
    const after = await c.query<{ t: string }>(
      "select updated_at::text as t from public.products where id = $1",
      [p.id],
    );
    expect(after.rows[0]!.t).toBe(before.rows[0]!.t);
    // A real edit of the product still moves it.
    await c.query("update public.products set name = 'Edited' where id = $1", [p.id]);
    const edited = await c.query<{ t: string }>(
      "select updated_at::text as t from public.products where id = $1",
      [p.id],
    );
    expect(edited.rows[0]!.t).not.toBe(before.rows[0]!.t);
  });
});
