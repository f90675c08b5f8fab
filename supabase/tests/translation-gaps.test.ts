import type pg from "pg";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { signToken } from "../../local-supabase/tests/helpers";
import { connect, createUser, uniq, type TestUser } from "./support/db";

// <type>_missing_translation(_language): the back office's "missing translations in <language>"
// list, through the real supabase-js client against the local REST API. Admins only; the list
// keeps PostgREST's filters, embeds, order, range and count.
let c: pg.Client;
let admin: SupabaseClient;

async function clientAs(user: TestUser | null): Promise<SupabaseClient> {
  const token = user
    ? await signToken({ sub: user.id, role: "authenticated", email: user.email })
    : null;
  return createClient(inject("apiUrl"), inject("anonKey"), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: token ? { Authorization: `Bearer ${token}` } : {} },
  });
}

/** A product with English name, descriptions, one feature and one application; no coverage. */
async function product(): Promise<string> {
  const slug = uniq("gaps");
  const r = await c.query<{ id: string }>(
    `insert into public.products (slug, name, short_description, description, features, applications)
     values ($1, $2, 'Short', 'Long text', '{"UV stable"}', '{"Roofs"}') returning id`,
    [slug, `Gaps ${slug}`],
  );
  return r.rows[0]!.id;
}

async function translate(id: string, language: string, values: Record<string, unknown>) {
  const cols = Object.keys(values);
  await c.query(
    `insert into public.product_translations (product_id, language, ${cols.join(", ")})
     values ($1, $2, ${cols.map((_, i) => `$${i + 3}`).join(", ")})
     on conflict (product_id, language) do update set ${cols.map((k) => `${k} = excluded.${k}`).join(", ")}`,
    [id, language, ...Object.values(values)],
  );
}

/** Whether the product is listed as missing translations in the language (admin's view). */
async function listed(id: string, language: string): Promise<boolean> {
  const { data, error } = await admin
    .rpc("products_missing_translation", { _language: language })
    .select("id")
    .eq("id", id);
  expect(error).toBeNull();
  return ((data as unknown[] | null) ?? []).length === 1;
}

const complete = {
  name: "उत्पादन",
  short_description: "लहान",
  description: "मोठा मजकूर",
  features: ["अतिनील स्थिर"],
  applications: ["छप्पर"],
};

beforeAll(async () => {
  c = await connect();
  admin = await clientAs(await createUser(c, "admin"));
});
afterAll(async () => {
  await c?.end();
});

describe("products_missing_translation", () => {
  it("lists a product without a translation row, or with any translated field blank, until every field with English text is translated", async () => {
    const id = await product();
    expect(await listed(id, "mr")).toBe(true);

    await translate(id, "mr", { ...complete, description: null });
    expect(await listed(id, "mr")).toBe(true);

    await translate(id, "mr", { ...complete, description: "   " });
    expect(await listed(id, "mr")).toBe(true);

    await translate(id, "mr", { ...complete, features: [] });
    expect(await listed(id, "mr")).toBe(true);

    // Coverage has no English text: nothing to translate there.
    await translate(id, "mr", complete);
    expect(await listed(id, "mr")).toBe(false);
    // Other languages are independent.
    expect(await listed(id, "gu")).toBe(true);

    // English text added later makes the translation incomplete again.
    await c.query("update public.products set coverage = '10 m² per litre' where id = $1", [id]);
    expect(await listed(id, "mr")).toBe(true);
  });

  it("keeps PostgREST's select with embeds, filters, order, range and exact count on the result", async () => {
    const ids = [await product(), await product(), await product()];
    const cat = await c.query<{ id: string; name: string }>(
      "select id, name from public.categories order by sort_order limit 1",
    );
    await c.query("update public.products set category_id = $1 where id = any($2::uuid[])", [
      cat.rows[0]!.id,
      ids,
    ]);
    await translate(ids[1]!, "ta", { ...complete });
    const { data, error, count } = await admin
      .rpc("products_missing_translation", { _language: "ta" }, { count: "exact" })
      .select("id, name, category:categories(name)")
      .in("id", ids)
      .order("name", { ascending: false })
      .range(0, 0);
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data).toHaveLength(1);
    const expectedFirst = [ids[0]!, ids[2]!].sort((a, b) => a.localeCompare(b));
    const names = await c.query<{ id: string; name: string }>(
      "select id, name from public.products where id = any($1::uuid[]) order by name desc",
      [expectedFirst],
    );
    expect((data as unknown[])[0]).toEqual({
      id: names.rows[0]!.id,
      name: names.rows[0]!.name,
      category: { name: cat.rows[0]!.name },
    });
  });

  it("refuses anyone but an admin, and languages that are not translation languages", async () => {
    const id = await product();
    for (const role of [null, "user", "support"] as const) {
      const client = await clientAs(role ? await createUser(c, role) : null);
      const { data, error } = await client
        .rpc("products_missing_translation", { _language: "mr" })
        .select("id")
        .eq("id", id);
      expect(data, `${role ?? "anon"} gets no rows`).toBeNull();
      expect(error?.code, `${role ?? "anon"} is refused`).toBe("42501");
    }
    for (const language of ["en", "xx", "mr'; drop table public.products; --", ""]) {
      const { error } = await admin.rpc("products_missing_translation", { _language: language });
      expect(error?.code, language).toBe("22023");
    }
  });
});

describe("the other content types", () => {
  it("list a record until its fields with English text are translated", async () => {
    const slug = uniq("gaps");
    const category = await c.query<{ id: string }>(
      "insert into public.categories (slug, name, description) values ($1, $2, null) returning id",
      [slug, `Gaps ${slug}`],
    );
    const categoryId = category.rows[0]!.id;
    const missing = async () => {
      const { data, error } = await admin
        .rpc("categories_missing_translation", { _language: "gu" })
        .select("id")
        .eq("id", categoryId);
      expect(error).toBeNull();
      return ((data as unknown[] | null) ?? []).length;
    };
    expect(await missing()).toBe(1);
    // Only the name has English text; translating it completes the category.
    await c.query(
      "insert into public.category_translations (category_id, language, name) values ($1, 'gu', 'શ્રેણી')",
      [categoryId],
    );
    expect(await missing()).toBe(0);

    for (const fn of [
      "services_missing_translation",
      "banners_missing_translation",
      "videos_missing_translation",
      "seo_settings_missing_translation",
    ]) {
      const { error } = await admin.rpc(fn, { _language: "hi" }).select("id").limit(1);
      expect(error, fn).toBeNull();
    }
  });
});
