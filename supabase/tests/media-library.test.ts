import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { localMediaSweepStore } from "../../local-supabase/src/storage/media-sweep-job";
import {
  anonStorage,
  makeUser,
  png,
  serviceStorage,
  sql,
  unique,
  type TestUser,
} from "../../local-supabase/tests/storage/support";
import { sweepUnusedMedia } from "../functions/_shared/media-sweep";

// The media library (admin_media_library), the delete policies that refuse a used file, and the
// sweep of unused old files, through the real local backend. Test files share one database:
// every file lives in this file's own folder, and every product made here is deleted at the end.

interface LibraryRow {
  bucket_id: string;
  name: string;
  size: number;
  total_size: number;
  width: number | null;
  alt: string | null;
  variants: string[];
  usages: {
    table: string;
    id: string;
    label: string | null;
    column: string;
    language: string | null;
  }[];
}

const folder = unique("media-library");
let admin: TestUser;
let user: TestUser;
const products: string[] = [];

beforeAll(async () => {
  admin = await makeUser({ admin: true });
  user = await makeUser();
});

afterAll(async () => {
  if (products.length) {
    await sql("delete from public.products where id = any($1::uuid[])", [products]);
    await sql("delete from public.trash where table_name = 'products' and record_id = any($1)", [
      products,
    ]);
  }
  await serviceStorage()
    .storage.from("media")
    .list(folder)
    .then(({ data }) =>
      data?.length
        ? serviceStorage()
            .storage.from("media")
            .remove(data.map((o) => `${folder}/${o.name}`))
        : null,
    );
});

async function upload(name: string, bytes = png(320, 200, 500), type = "image/png") {
  const path = `${folder}/${name}`;
  const { error } = await admin.client.storage
    .from("media")
    .upload(path, new Blob([bytes], { type }));
  expect(error).toBeNull();
  return { path, url: admin.client.storage.from("media").getPublicUrl(path).data.publicUrl };
}

async function product(columns: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  const keys = Object.keys(columns);
  await sql(
    `insert into public.products (id, name, slug, ${keys.join(", ")})
     values ($1, $2, $3, ${keys.map((_, i) => `$${i + 4}`).join(", ")})`,
    [id, "Media library test", unique("media-library"), ...Object.values(columns)],
  );
  products.push(id);
  return id;
}

async function library(): Promise<Map<string, LibraryRow>> {
  const { data, error } = await admin.client.rpc("admin_media_library");
  expect(error).toBeNull();
  const rows = (data ?? []) as LibraryRow[];
  return new Map(rows.filter((r) => r.bucket_id === "media").map((r) => [r.name, r]));
}

async function exists(path: string): Promise<boolean> {
  const { rows } = await sql(
    "select 1 from storage.objects where bucket_id = 'media' and name = $1",
    [path],
  );
  return rows.length === 1;
}

describe("admin_media_library", () => {
  it("answers admins only", async () => {
    for (const caller of [anonStorage(), user.client]) {
      const { data, error } = await caller.rpc("admin_media_library");
      expect(data).toBeNull();
      expect(error?.code).toMatch(/42501/);
    }
  });

  it("says a product image is used, with its record, and an unreferenced upload is unused", async () => {
    const used = await upload("used.png");
    const unused = await upload("unused.png");
    const id = await product({ image_url: used.url });

    const rows = await library();
    expect(rows.get(used.path)).toMatchObject({
      size: 500,
      width: 320,
      usages: [
        { table: "products", id, label: "Media library test", column: "image_url", language: null },
      ],
    });
    expect(rows.get(unused.path)).toMatchObject({ size: 500, usages: [] });
  });

  it("finds gallery images with their alt text and translated text that mentions a file", async () => {
    const gallery = await upload("gallery.png");
    const inText = await upload("in-text.png");
    const id = await product({
      gallery: JSON.stringify([{ url: gallery.url, alt: "The drum, side view" }]),
    });
    await sql(
      `insert into public.product_translations (product_id, language, description)
       values ($1, 'hi', $2)`,
      [id, `देखें ${inText.url}`],
    );

    const rows = await library();
    expect(rows.get(gallery.path)).toMatchObject({
      alt: "The drum, side view",
      usages: [{ table: "products", id, column: "gallery" }],
    });
    expect(rows.get(inText.path)?.usages).toEqual([
      { table: "product_translations", id, label: null, column: "description", language: "hi" },
    ]);
  });

  it("shows resized variants as one image, used when its main file is", async () => {
    const main = await upload("photo.w1600.webp", png(1600, 1200, 900), "image/webp");
    await upload("photo.w1600-400.webp", png(400, 300, 200), "image/webp");
    await upload("photo.w1600-800.webp", png(800, 600, 400), "image/webp");
    await product({ image_url: main.url });

    const rows = await library();
    const row = rows.get(main.path);
    expect(row?.variants).toEqual([
      `${folder}/photo.w1600-400.webp`,
      `${folder}/photo.w1600-800.webp`,
    ]);
    expect(row?.total_size).toBe(1500);
    expect(row?.usages).toHaveLength(1);
    expect(rows.has(`${folder}/photo.w1600-400.webp`)).toBe(false);
  });

  it("takes a file merely named like a copy for a file of its own", async () => {
    const lookalike = await upload("banner-800.webp", png(800, 600), "image/webp");
    const row = (await library()).get(lookalike.path);
    expect(row?.variants).toEqual([]);
    expect(row?.usages).toEqual([]);
  });

  it("counts a file referenced by a trashed record as used (it can be restored)", async () => {
    const trashed = await upload("trashed.png");
    const inUse = async () =>
      (await sql("select public.media_object_in_use('media', $1) as used", [trashed.path])).rows[0]
        ?.used;
    const id = await product({ image_url: trashed.url });
    await sql("delete from public.products where id = $1", [id]);
    expect(await inUse()).toBe(true);
    await sql("delete from public.trash where table_name = 'products' and record_id = $1", [id]);
    expect(await inUse()).toBe(false);
  });
});

describe("deleting files", () => {
  it("refuses to delete a used file or its variant, and deletes an unused one", async () => {
    const used = await upload("keep.w1600.webp", png(100, 100), "image/webp");
    const variant = await upload("keep.w1600-400.webp", png(40, 40), "image/webp");
    const unused = await upload("drop.png");
    await product({ image_url: used.url });

    const refused = await admin.client.storage.from("media").remove([used.path, variant.path]);
    expect(refused.data ?? []).toEqual([]);
    expect(await exists(used.path)).toBe(true);
    expect(await exists(variant.path)).toBe(true);

    const done = await admin.client.storage.from("media").remove([unused.path]);
    expect(done.error).toBeNull();
    expect(done.data?.map((o) => o.name)).toEqual([unused.path]);
    expect(await exists(unused.path)).toBe(false);
  });

  it("does not let a non-admin delete an unused file", async () => {
    const unused = await upload("not-yours.png");
    const res = await user.client.storage.from("media").remove([unused.path]);
    expect(res.data ?? []).toEqual([]);
    expect(await exists(unused.path)).toBe(true);
  });
});

describe("the sweep", () => {
  it("is the service role's only", async () => {
    for (const caller of [anonStorage(), user.client, admin.client]) {
      const { error } = await caller.rpc("media_sweep_candidates", { grace_seconds: 0 });
      expect(error?.code).toMatch(/42501/);
    }
  });

  it("removes an old unreferenced file (with its variants), keeps a used one and a young one", async () => {
    const oldUnused = await upload("old-unused.w1600.webp", png(100, 100), "image/webp");
    const oldVariant = await upload("old-unused.w1600-400.webp", png(40, 40), "image/webp");
    const oldUsed = await upload("old-used.png");
    const young = await upload("young.png");
    await product({ image_url: oldUsed.url });
    await sql(
      `update storage.objects set created_at = now() - interval '2 days'
       where bucket_id = 'media' and name = any($1::text[])`,
      [[oldUnused.path, oldVariant.path, oldUsed.path]],
    );

    const client = new pg.Client({ connectionString: inject("dbUrl") });
    await client.connect();
    try {
      const db = {
        query: async <Row>(text: string, params?: unknown[]) => {
          const r = await client.query(text, params);
          return { rows: r.rows as Row[], rowCount: r.rowCount ?? 0 };
        },
      };
      const store = localMediaSweepStore(db, () => inject("apiUrl"), inject("serviceRoleKey"));
      const result = await sweepUnusedMedia(store, 24 * 60 * 60);
      const mine = result.removed.filter((r) => r.name.startsWith(`${folder}/`));
      expect(mine.map((r) => r.name).sort()).toEqual([oldVariant.path, oldUnused.path].sort());
    } finally {
      await client.end();
    }
    expect(await exists(oldUnused.path)).toBe(false);
    expect(await exists(oldVariant.path)).toBe(false);
    expect(await exists(oldUsed.path)).toBe(true);
    expect(await exists(young.path)).toBe(true);
    // Gone from the disk too: the public URL answers 404.
    expect([400, 404]).toContain((await fetch(oldUnused.url)).status);
  });

  it("keeps a deleted record's photo while it is in the trash, and removes it once purged", async () => {
    const photo = await upload("trashed-then-purged.png");
    const id = await product({ image_url: photo.url });
    await sql("delete from public.products where id = $1", [id]);
    await sql(
      `update storage.objects set created_at = now() - interval '2 days'
       where bucket_id = 'media' and name = $1`,
      [photo.path],
    );
    const client = new pg.Client({ connectionString: inject("dbUrl") });
    await client.connect();
    const sweep = async () => {
      const db = {
        query: async <Row>(text: string, params?: unknown[]) => {
          const r = await client.query(text, params);
          return { rows: r.rows as Row[], rowCount: r.rowCount ?? 0 };
        },
      };
      const store = localMediaSweepStore(db, () => inject("apiUrl"), inject("serviceRoleKey"));
      return (await sweepUnusedMedia(store, 24 * 60 * 60)).removed.map((r) => r.name);
    };
    try {
      expect(await sweep()).not.toContain(photo.path);
      expect(await exists(photo.path)).toBe(true);
      // Thirty days later: the purge takes the record out of the trash, the sweep its photo.
      await client.query(
        `update public.trash set purge_after = now() - interval '1 second'
         where table_name = 'products' and record_id = $1`,
        [id],
      );
      await client.query("select public.purge_trash()");
      expect(await sweep()).toContain(photo.path);
    } finally {
      await client.end();
    }
    expect(await exists(photo.path)).toBe(false);
  });
});
