import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonStorage, bytesOf, makeUser, serviceStorage, storageFetch, unique } from "./support";

const service = serviceStorage();
let bucket: string;
let other: string;

beforeAll(async () => {
  bucket = unique("objects");
  other = unique("objects-b");
  expect((await service.storage.createBucket(bucket, { public: false })).error).toBeNull();
  expect((await service.storage.createBucket(other, { public: false })).error).toBeNull();
});
afterAll(async () => {
  for (const id of [bucket, other]) {
    await service.storage.emptyBucket(id);
    await service.storage.deleteBucket(id);
  }
});

const files = () => service.storage.from(bucket);

describe("upload and download", () => {
  it("uploads with the defaults (cache 3600, text/plain, no upsert) and returns id and key", async () => {
    const { data, error } = await files().upload("notes/hello.txt", "hello world");
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: "notes/hello.txt", fullPath: `${bucket}/notes/hello.txt` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);
    const info = await files().info("notes/hello.txt");
    expect(info.data).toMatchObject({
      name: "notes/hello.txt",
      bucketId: bucket,
      size: 11,
      // Stored bare: parameters never reach the Content-Type objects are served with.
      contentType: "text/plain",
      cacheControl: "max-age=3600",
    });
    expect(info.data?.etag).toMatch(/^"[0-9a-f]{32}"$/);
    // A raw upload with no content type or cache control gets the same defaults server-side.
    const raw = await storageFetch(`/object/${bucket}/raw.bin`, {
      method: "POST",
      body: new Uint8Array([1, 2, 3]),
    });
    expect(raw.status).toBe(200);
    const rawInfo = await files().info("raw.bin");
    expect(rawInfo.data).toMatchObject({
      contentType: "text/plain",
      cacheControl: "max-age=3600",
      size: 3,
    });
  });

  it("refuses a second upload to the same name unless upsert is on", async () => {
    await files().upload("dup.txt", "first");
    const again = await files().upload("dup.txt", "second");
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: "409",
      message: "The resource already exists",
    });
    const upsert = await files().upload("dup.txt", "third", {
      upsert: true,
      contentType: "text/csv",
    });
    expect(upsert.error).toBeNull();
    const { data } = await files().download("dup.txt");
    expect(await data?.text()).toBe("third");
    expect(data?.type).toBe("text/csv");
  });

  it("updates an object with PUT and keeps exactly the new bytes", async () => {
    const bytes = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7) % 256);
    await files().upload("bin/data.bin", new Blob([bytes], { type: "application/octet-stream" }));
    const next = Uint8Array.from({ length: 1000 }, (_, i) => (i * 13) % 256);
    const upd = await files().update(
      "bin/data.bin",
      new Blob([next], { type: "application/x-test" }),
      {
        cacheControl: "60",
      },
    );
    expect(upd.error).toBeNull();
    const { data } = await files().download("bin/data.bin");
    expect(await bytesOf(data)).toEqual(next);
    const info = await files().info("bin/data.bin");
    expect(info.data).toMatchObject({
      size: 1000,
      contentType: "application/x-test",
      cacheControl: "max-age=60",
    });
  });

  it("stores user metadata and reports existence", async () => {
    await files().upload("meta.txt", "m", { metadata: { owner: "docs", n: 1 } });
    expect((await files().info("meta.txt")).data?.metadata).toEqual({ owner: "docs", n: 1 });
    expect((await files().exists("meta.txt")).data).toBe(true);
    expect((await files().exists("missing.txt")).data).toBe(false);
  });

  it("answers a missing object or bucket with Storage's not-found errors", async () => {
    const missing = await files().download("nope.txt");
    expect(missing.error).toMatchObject({ status: 400 });
    const res = await storageFetch(`/object/${bucket}/nope.txt`);
    expect(await res.json()).toEqual({
      statusCode: "404",
      code: "NoSuchKey",
      error: "not_found",
      message: "Object not found",
    });
    const noBucket = await service.storage.from(unique("ghost")).upload("a.txt", "a");
    expect(noBucket.error).toMatchObject({ statusCode: "404", message: "Bucket not found" });
  });
});

describe("list", () => {
  beforeAll(async () => {
    for (const name of [
      "list/b.txt",
      "list/a.txt",
      "list/c.md",
      "list/sub/x.txt",
      "list/sub/y.txt",
      "list/z/q.txt",
    ]) {
      expect((await files().upload(name, name)).error).toBeNull();
    }
  });

  it("lists one level, folders first, names ascending by default", async () => {
    const { data, error } = await files().list("list");
    expect(error).toBeNull();
    expect(data?.map((e) => e.name)).toEqual(["sub", "z", "a.txt", "b.txt", "c.md"]);
    const folder = data!.find((e) => e.name === "sub")!;
    expect(folder.id).toBeNull();
    const file = data!.find((e) => e.name === "a.txt")!;
    expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.metadata).toMatchObject({ size: 10, mimetype: "text/plain" });
  });

  it("honours limit, offset, search and sort order", async () => {
    expect((await files().list("list", { limit: 2 })).data?.map((e) => e.name)).toEqual([
      "sub",
      "z",
    ]);
    expect((await files().list("list", { limit: 2, offset: 2 })).data?.map((e) => e.name)).toEqual([
      "a.txt",
      "b.txt",
    ]);
    expect((await files().list("list", { search: "b" })).data?.map((e) => e.name)).toEqual([
      "b.txt",
    ]);
    const desc = await files().list("list", { sortBy: { column: "name", order: "desc" } });
    expect(desc.data?.map((e) => e.name)).toEqual(["z", "sub", "c.md", "b.txt", "a.txt"]);
    expect((await files().list("list/sub")).data?.map((e) => e.name)).toEqual(["x.txt", "y.txt"]);
    const bad = await files().list("list", {
      sortBy: { column: "id; drop table x", order: "asc" },
    });
    expect(bad.error).toMatchObject({ status: 400, statusCode: "400" });
  });
});

describe("move, copy and remove", () => {
  it("moves an object, within and across buckets", async () => {
    await files().upload("mv/src.txt", "move me");
    expect(await files().move("mv/src.txt", "mv/dst.txt")).toEqual({
      data: { message: "Successfully moved" },
      error: null,
    });
    expect((await files().download("mv/src.txt")).error).not.toBeNull();
    expect(await (await files().download("mv/dst.txt")).data?.text()).toBe("move me");
    const across = await files().move("mv/dst.txt", "moved.txt", { destinationBucket: other });
    expect(across.error).toBeNull();
    expect(await (await service.storage.from(other).download("moved.txt")).data?.text()).toBe(
      "move me",
    );
    const missing = await files().move("mv/none.txt", "x.txt");
    expect(missing.error).toMatchObject({ statusCode: "404" });
  });

  it("copies an object with its metadata", async () => {
    await files().upload("cp/src.txt", "copy me", { contentType: "text/markdown" });
    const { data, error } = await files().copy("cp/src.txt", "cp/dst.txt");
    expect(error).toBeNull();
    expect(data).toEqual({ path: `${bucket}/cp/dst.txt` });
    const both = await Promise.all(["cp/src.txt", "cp/dst.txt"].map((p) => files().download(p)));
    expect(await Promise.all(both.map((d) => d.data?.text()))).toEqual(["copy me", "copy me"]);
    expect((await files().info("cp/dst.txt")).data?.contentType).toBe("text/markdown");
    expect((await files().copy("cp/src.txt", "cp/dst.txt")).error).toMatchObject({
      statusCode: "409",
    });
  });

  it("removes many objects at once and returns what was removed", async () => {
    await files().upload("rm/a.txt", "a");
    await files().upload("rm/b.txt", "b");
    const { data, error } = await files().remove(["rm/a.txt", "rm/b.txt", "rm/none.txt"]);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name).sort()).toEqual(["rm/a.txt", "rm/b.txt"]);
    expect((await files().list("rm")).data).toEqual([]);
    expect((await files().download("rm/a.txt")).error).not.toBeNull();
  });
});

describe("signed URLs", () => {
  it("signs one object for a limited time and serves it without a key", async () => {
    await files().upload("signed/doc.txt", "secret doc");
    const { data, error } = await files().createSignedUrl("signed/doc.txt", 60);
    expect(error).toBeNull();
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("secret doc");
    // The token only fits its own object.
    const other = data!.signedUrl.replace("signed/doc.txt", "signed/other.txt");
    expect((await fetch(other)).status).toBe(400);
    const download = await files().createSignedUrl("signed/doc.txt", 60, {
      download: "my doc.txt",
    });
    const dl = await fetch(download.data!.signedUrl);
    expect(dl.headers.get("content-disposition")).toContain("attachment; filename=my%20doc.txt");
  });

  it("refuses an expired token", async () => {
    const { data } = await files().createSignedUrl("signed/doc.txt", 1);
    await new Promise((r) => setTimeout(r, 2100));
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: "400", message: "jwt expired" });
  });

  it("signs many paths, with an error entry for those that do not exist", async () => {
    const { data, error } = await files().createSignedUrls(
      ["signed/doc.txt", "signed/none.txt"],
      60,
    );
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ path: "signed/doc.txt", error: null });
    expect(data?.[1]).toMatchObject({ path: "signed/none.txt", signedUrl: null });
    expect(await (await fetch(data![0]!.signedUrl!)).text()).toBe("secret doc");
    expect((await files().createSignedUrl("signed/none.txt", 60)).error).toMatchObject({
      statusCode: "404",
    });
  });

  it("creates a signed upload URL that anyone can upload to once", async () => {
    const { data, error } = await files().createSignedUploadUrl("uploads/by-url.txt");
    expect(error).toBeNull();
    const anon = anonStorage().storage.from(bucket);
    const up = await anon.uploadToSignedUrl("uploads/by-url.txt", data!.token, "via signed url");
    expect(up.error).toBeNull();
    expect(up.data?.fullPath).toBe(`${bucket}/uploads/by-url.txt`);
    expect(await (await files().download("uploads/by-url.txt")).data?.text()).toBe(
      "via signed url",
    );
    const again = await anon.uploadToSignedUrl("uploads/by-url.txt", data!.token, "twice");
    expect(again.error).toMatchObject({ statusCode: "409" });
    const wrongPath = await anon.uploadToSignedUrl("uploads/elsewhere.txt", data!.token, "x");
    expect(wrongPath.error).toMatchObject({ status: 400 });
  });
});

describe("objects under RLS (owner-folder policies as in Supabase's docs)", () => {
  it("lets users write only in their own folder and read only what policies allow", async () => {
    const { sql } = await import("./support");
    const policy = unique("own-folder");
    const cond = `bucket_id = '${bucket}' and (storage.foldername(name))[1] = (select auth.uid())::text`;
    await sql(
      `create policy "${policy}-i" on storage.objects for insert to authenticated with check (${cond})`,
    );
    await sql(
      `create policy "${policy}-s" on storage.objects for select to authenticated using (${cond})`,
    );
    await sql(
      `create policy "${policy}-d" on storage.objects for delete to authenticated using (${cond})`,
    );
    const alice = await makeUser();
    const bob = await makeUser();
    const a = alice.client.storage.from(bucket);
    expect((await a.upload(`${alice.id}/pic.txt`, "alice")).error).toBeNull();
    const denied = await a.upload(`${bob.id}/pic.txt`, "intruder");
    expect(denied.error).toMatchObject({ status: 400, statusCode: "403" });
    expect(denied.error?.message).toMatch(/row-level security/);
    expect(await (await a.download(`${alice.id}/pic.txt`)).data?.text()).toBe("alice");
    const b = bob.client.storage.from(bucket);
    expect((await b.download(`${alice.id}/pic.txt`)).error).toMatchObject({ status: 400 });
    expect((await b.list(alice.id)).data).toEqual([]);
    expect((await a.list(alice.id)).data?.map((e) => e.name)).toEqual(["pic.txt"]);
    expect((await b.remove([`${alice.id}/pic.txt`])).data).toEqual([]);
    // No update policy: upsert over one's own file is refused.
    expect((await a.upload(`${alice.id}/pic.txt`, "again", { upsert: true })).error).toMatchObject({
      statusCode: "403",
    });
    expect(
      (await anonStorage().storage.from(bucket).download(`${alice.id}/pic.txt`)).error,
    ).not.toBeNull();
    expect((await a.remove([`${alice.id}/pic.txt`])).data?.length).toBe(1);
  });
});
