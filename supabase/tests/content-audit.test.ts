import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, createUser, uniq } from "./support/db";

// The content_audit trail: triggers record who changed what on every content table.
let c: pg.Client;

beforeAll(async () => {
  c = await connect();
});
afterAll(async () => {
  await c?.end();
});

interface Entry {
  actor_id: string | null;
  action: string;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
}

const trail = async (table: string, id: string) =>
  (
    await c.query<Entry>(
      "select actor_id, action, old_values, new_values from public.content_audit where table_name = $1 and record_id = $2 order by id",
      [table, id],
    )
  ).rows;

describe("content audit trail", () => {
  it("records insert, the changed fields of an update, and delete, with the acting user", async () => {
    const admin = await createUser(c, "admin");
    const slug = uniq("audit");
    await c.query("begin");
    await c.query("set local role authenticated");
    await c.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ sub: admin.id, role: "authenticated" }),
    ]);
    const r = await c.query<{ id: string }>(
      "insert into public.brands (slug, name) values ($1, 'Audit brand') returning id",
      [slug],
    );
    const id = r.rows[0]!.id;
    await c.query(
      "update public.brands set name = 'Renamed', website = 'https://example.com' where id = $1",
      [id],
    );
    await c.query("update public.brands set name = 'Renamed' where id = $1", [id]);
    await c.query("delete from public.brands where id = $1", [id]);
    await c.query("commit");

    const rows = await trail("brands", id);
    expect(rows.map((e) => e.action)).toEqual(["insert", "update", "delete"]);
    expect(rows.every((e) => e.actor_id === admin.id)).toBe(true);
    expect(rows[0]!.new_values).toMatchObject({ slug, name: "Audit brand" });
    expect(rows[1]!.old_values).toEqual({ name: "Audit brand", website: null });
    expect(rows[1]!.new_values).toEqual({ name: "Renamed", website: "https://example.com" });
    expect(rows[2]!.old_values).toMatchObject({ name: "Renamed" });
  });

  it("covers changes made outside the API (no user) on every content table", async () => {
    const tables = (
      await c.query<{ t: string }>(
        "select event_object_table as t from information_schema.triggers where trigger_name like '%\\_audit' and event_object_schema = 'public' group by 1 order by 1",
      )
    ).rows.map((r) => r.t);
    expect(tables).toEqual([
      "banner_translations",
      "banners",
      "brands",
      "categories",
      "category_translations",
      "product_translations",
      "products",
      "seo_setting_translations",
      "seo_settings",
      "service_translations",
      "services",
      "site_setting_translations",
      "site_settings",
      "social_links",
      "transport_companies",
      "video_translations",
      "videos",
      "whatsapp_setting_translations",
      "whatsapp_settings",
    ]);
    const r = await c.query<{ id: string }>(
      "insert into public.videos (youtube_id, title) values ($1, 'Audit video') returning id",
      [`${randomUUID().replace(/-/g, "").slice(0, 10)}A`],
    );
    const rows = await trail("videos", r.rows[0]!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor_id).toBeNull();
  });

  it("cannot be rewritten, even by the table owner", async () => {
    await expect(c.query("delete from public.content_audit")).rejects.toThrow(/append-only/);
    await expect(c.query("update public.content_audit set action = 'insert'")).rejects.toThrow(
      /append-only/,
    );
  });
});
