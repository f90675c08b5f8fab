// The trash (supabase/migrations/20261128110000_trash.sql): a deleted content record lands in
// public.trash with its translations; an admin reads it and restores it (record, translations
// and the links the delete set to null come back, same id); a restore that would clash or lose a
// link is refused with a clear code and the trash row kept; purge_trash() (service role only)
// removes the rows past purge_after. Nobody else reads it, nobody writes it through the API.
import { createClient } from "@supabase/supabase-js";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Queryable } from "../../local-supabase/src/db/types";
import { startTrashPurgeJob } from "../../local-supabase/src/trash/purge-job";
import { restActor, type Actor, type ActorRole } from "./support/actors";
import { connect, createUser, uniq } from "./support/db";

let c: pg.Client;
let admin: Actor;
const others = new Map<ActorRole, Actor>();

beforeAll(async () => {
  c = await connect();
  admin = await restActor("admin", await createUser(c, "admin"));
  others.set("anon", await restActor("anon", null));
  others.set("user", await restActor("user", await createUser(c, "user")));
  others.set("support", await restActor("support", await createUser(c, "support")));
});
afterAll(async () => {
  await c?.end();
});

interface TrashRow {
  id: string;
  table_name: string;
  record_id: string;
  label: string;
  record: Record<string, unknown>;
  translations: Record<string, unknown>[];
  deleted_by: string | null;
  deleted_at: Date;
  purge_after: Date;
}

const trashOf = async (table: string, id: string) =>
  (
    await c.query<TrashRow>(
      "select * from public.trash where table_name = $1 and record_id = $2 order by id",
      [table, id],
    )
  ).rows;

async function newCategory(): Promise<string> {
  const slug = uniq("trash-cat");
  return (
    await c.query<{ id: string }>(
      "insert into public.categories (slug, name) values ($1, 'Trash category') returning id",
      [slug],
    )
  ).rows[0]!.id;
}

async function newProduct(categoryId: string | null = null) {
  const slug = uniq("trash-prod");
  const id = (
    await c.query<{ id: string }>(
      "insert into public.products (slug, name, category_id) values ($1, 'Trash product', $2) returning id",
      [slug, categoryId],
    )
  ).rows[0]!.id;
  await c.query(
    "insert into public.product_translations (product_id, language, name) values ($1, 'hi', 'कचरा उत्पाद'), ($1, 'ar', 'منتج المهملات')",
    [id],
  );
  return { id, slug };
}

/** Deletes through the API as the admin, like the back office does. */
async function adminDelete(table: string, id: string) {
  const r = await admin.remove(table, { id });
  expect(r.error).toBeNull();
  expect(r.data).toHaveLength(1);
}

describe("trash", () => {
  it("keeps a deleted product with its translations, who deleted it and when it goes", async () => {
    const { id, slug } = await newProduct();
    await adminDelete("products", id);
    const [row, ...more] = await trashOf("products", id);
    expect(more).toHaveLength(0);
    expect(row!.record).toMatchObject({ id, slug, name: "Trash product" });
    expect(row!.record).not.toHaveProperty("search");
    expect(row!.label).toBe("Trash product");
    expect(row!.deleted_by).toBe(admin.userId);
    expect(row!.translations.map((t) => [t.language, t.name])).toEqual([
      ["ar", "منتج المهملات"],
      ["hi", "कचरा उत्पाद"],
    ]);
    const days = (row!.purge_after.getTime() - row!.deleted_at.getTime()) / 86_400_000;
    expect(days).toBe(30);
    // The translations are gone from their table (cascade), the delete is in the audit trail.
    expect(
      (await c.query("select 1 from public.product_translations where product_id = $1", [id]))
        .rowCount,
    ).toBe(0);
    const audit = await c.query(
      "select action from public.content_audit where table_name = 'products' and record_id = $1 order by id",
      [id],
    );
    expect(audit.rows.map((r: { action: string }) => r.action)).toEqual(["insert", "delete"]);
  });

  it("is read by admins only and written by nobody through the API", async () => {
    const { id } = await newProduct();
    await adminDelete("products", id);
    const [row] = await trashOf("products", id);
    const mine = await admin.select("trash", { id: row!.id });
    expect(mine.error).toBeNull();
    expect(mine.data).toHaveLength(1);
    for (const [role, actor] of others) {
      const read = await actor.select("trash", { id: row!.id });
      expect(read.data ?? [], role).toHaveLength(0);
      const restore = await actor.rpc("restore_from_trash", { _id: Number(row!.id) });
      expect(restore.error, role).not.toBeNull();
      const drop = await actor.rpc("delete_from_trash", { _id: Number(row!.id) });
      expect(drop.error, role).not.toBeNull();
      const purge = await actor.rpc("purge_trash");
      expect(purge.error, role).not.toBeNull();
    }
    // Direct writes are refused for everyone, admins included.
    for (const actor of [admin, ...others.values()]) {
      const ins = await actor.insert("trash", {
        table_name: "products",
        record_id: "x",
        record: {},
      });
      expect(ins.error, actor.role).not.toBeNull();
      const upd = await actor.update(
        "trash",
        { id: row!.id },
        { purge_after: "2000-01-01T00:00:00Z" },
      );
      expect(upd.data ?? [], actor.role).toHaveLength(0);
      const del = await actor.remove("trash", { id: row!.id });
      expect(del.data ?? [], actor.role).toHaveLength(0);
    }
    const purge = await admin.rpc("purge_trash");
    expect(purge.error).not.toBeNull();
    expect(await trashOf("products", id)).toHaveLength(1);
  });

  it("restores the record and its translations with the same id, recorded as inserts", async () => {
    const { id, slug } = await newProduct();
    await adminDelete("products", id);
    const [row] = await trashOf("products", id);
    const r = await admin.rpc("restore_from_trash", { _id: Number(row!.id) });
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ table_name: "products", record_id: id }]);
    const back = await c.query("select slug, name from public.products where id = $1", [id]);
    expect(back.rows).toEqual([{ slug, name: "Trash product" }]);
    const tr = await c.query(
      "select language, name from public.product_translations where product_id = $1 order by language",
      [id],
    );
    expect(tr.rows).toEqual([
      { language: "ar", name: "منتج المهملات" },
      { language: "hi", name: "कचरा उत्पाद" },
    ]);
    expect(await trashOf("products", id)).toHaveLength(0);
    // The public finds it again by its translated name (the search vector is rebuilt).
    const found = await c.query(
      "select 1 from public.products where id = $1 and search @@ websearch_to_tsquery('english', 'कचरा')",
      [id],
    );
    expect(found.rowCount).toBe(1);
    const audit = await c.query<{ action: string; actor_id: string }>(
      "select action, actor_id from public.content_audit where table_name = 'products' and record_id = $1 order by id",
      [id],
    );
    expect(audit.rows.map((a) => a.action)).toEqual(["insert", "delete", "insert"]);
    expect(audit.rows[2]!.actor_id).toBe(admin.userId);
  });

  it("refuses a restore whose slug was taken meanwhile, and keeps the trash row", async () => {
    const { id, slug } = await newProduct();
    await adminDelete("products", id);
    const other = await c.query<{ id: string }>(
      "insert into public.products (slug, name) values ($1, 'Newcomer') returning id",
      [slug],
    );
    const [row] = await trashOf("products", id);
    const r = await admin.rpc("restore_from_trash", { _id: Number(row!.id) });
    expect(r.error).toMatchObject({ code: "23505", message: "trash_restore_conflict" });
    expect(await trashOf("products", id)).toHaveLength(1);
    expect((await c.query("select 1 from public.products where id = $1", [id])).rowCount).toBe(0);
    // Once the slug is free again, the restore goes through.
    await c.query("delete from public.products where id = $1", [other.rows[0]!.id]);
    expect((await admin.rpc("restore_from_trash", { _id: Number(row!.id) })).error).toBeNull();
  });

  it("refuses a product whose category is in the trash too, then relinks both ways", async () => {
    const categoryId = await newCategory();
    const first = await newProduct(categoryId);
    const second = await newProduct(categoryId);
    // The first product goes first (its record keeps the category), then the category (the
    // second product's link is set to null by the key and kept in the trash row's links).
    await adminDelete("products", first.id);
    await adminDelete("categories", categoryId);
    const linked = await c.query("select category_id from public.products where id = $1", [
      second.id,
    ]);
    expect(linked.rows[0]).toEqual({ category_id: null });

    const [productRow] = await trashOf("products", first.id);
    const refused = await admin.rpc("restore_from_trash", { _id: Number(productRow!.id) });
    expect(refused.error).toMatchObject({
      code: "23503",
      message: "trash_restore_missing_parent",
    });
    expect(await trashOf("products", first.id)).toHaveLength(1);

    const [categoryRow] = await trashOf("categories", categoryId);
    expect(
      (await admin.rpc("restore_from_trash", { _id: Number(categoryRow!.id) })).error,
    ).toBeNull();
    expect(
      (await admin.rpc("restore_from_trash", { _id: Number(productRow!.id) })).error,
    ).toBeNull();
    const both = await c.query<{ id: string; category_id: string }>(
      "select id, category_id from public.products where id = any($1) order by id",
      [[first.id, second.id]],
    );
    expect(both.rows.map((p) => p.category_id)).toEqual([categoryId, categoryId]);
  });

  it("lets an admin delete one trash row for good", async () => {
    const categoryId = await newCategory();
    await adminDelete("categories", categoryId);
    const [row] = await trashOf("categories", categoryId);
    const r = await admin.rpc("delete_from_trash", { _id: Number(row!.id) });
    expect(r.error).toBeNull();
    expect(await trashOf("categories", categoryId)).toHaveLength(0);
    const again = await admin.rpc("restore_from_trash", { _id: Number(row!.id) });
    expect(again.error).toMatchObject({ code: "P0002" });
  });

  it("purges the rows past purge_after and keeps the younger ones (service role)", async () => {
    const old = await newCategory();
    const young = await newCategory();
    await adminDelete("categories", old);
    await adminDelete("categories", young);
    await c.query(
      "update public.trash set deleted_at = now() - interval '31 days', purge_after = now() - interval '1 day' where table_name = 'categories' and record_id = $1",
      [old],
    );
    await c.query(
      "update public.trash set deleted_at = now() - interval '29 days', purge_after = now() + interval '1 day' where table_name = 'categories' and record_id = $1",
      [young],
    );
    const service = createClient(inject("apiUrl"), inject("serviceRoleKey"), {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const { data, error } = await service.rpc("purge_trash");
    expect(error).toBeNull();
    expect(data).toBeGreaterThanOrEqual(1);
    expect(await trashOf("categories", old)).toHaveLength(0);
    expect(await trashOf("categories", young)).toHaveLength(1);
  });

  it("is purged by the local backend's job (at its start, then every interval)", async () => {
    const old = await newCategory();
    await adminDelete("categories", old);
    await c.query(
      "update public.trash set purge_after = now() - interval '1 minute' where table_name = 'categories' and record_id = $1",
      [old],
    );
    const logged: string[] = [];
    const job = startTrashPurgeJob({
      db: c as unknown as Queryable,
      intervalMs: 60_000,
      log: (m) => logged.push(m),
    });
    await job.stop();
    expect(await trashOf("categories", old)).toHaveLength(0);
    expect(logged.join("\n")).toMatch(/purged/);
  });

  it("covers every content table the back office edits", async () => {
    const tables = (
      await c.query<{ t: string }>(
        "select event_object_table as t from information_schema.triggers where trigger_name like '%\\_to\\_trash' and event_object_schema = 'public' group by 1 order by 1",
      )
    ).rows.map((r) => r.t);
    expect(tables).toEqual([
      "banners",
      "brands",
      "categories",
      "products",
      "seo_settings",
      "services",
      "site_settings",
      "social_links",
      "transport_companies",
      "videos",
      "whatsapp_settings",
    ]);
  });
});
