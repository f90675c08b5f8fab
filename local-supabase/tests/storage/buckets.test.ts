import { afterAll, describe, expect, it } from "vitest";
import { anonStorage, makeUser, serviceStorage, sql, storageFetch, unique } from "./support";

const service = serviceStorage();
const created: string[] = [];
afterAll(async () => {
  for (const id of created) {
    await service.storage.emptyBucket(id);
    await service.storage.deleteBucket(id);
  }
});

async function bucket(
  options: Parameters<typeof service.storage.createBucket>[1] = { public: false },
) {
  const id = unique("bkt");
  const { data, error } = await service.storage.createBucket(id, options);
  expect(error).toBeNull();
  expect(data).toEqual({ name: id });
  created.push(id);
  return id;
}

describe("buckets with the service key", () => {
  it("creates a private bucket and reads it back with its settings", async () => {
    const id = await bucket({ public: false, fileSizeLimit: "1MB", allowedMimeTypes: ["image/*"] });
    const { data, error } = await service.storage.getBucket(id);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id,
      name: id,
      public: false,
      file_size_limit: 1_000_000,
      allowed_mime_types: ["image/*"],
    });
  });

  it("lists buckets, with search, limit and sort", async () => {
    const a = await bucket({ public: true });
    const { data, error } = await service.storage.listBuckets();
    expect(error).toBeNull();
    expect(data?.map((b) => b.id)).toContain(a);
    expect(data?.map((b) => b.id)).toContain("media");
    const searched = await service.storage.listBuckets({ search: a, limit: 5 });
    expect(searched.data?.map((b) => b.id)).toEqual([a]);
    const sorted = await service.storage.listBuckets({ sortColumn: "name", sortOrder: "desc" });
    const names = sorted.data!.map((b) => b.name);
    expect(names).toEqual([...names].sort().reverse());
  });

  it("updates publicity, size limit and types", async () => {
    const id = await bucket();
    const { data, error } = await service.storage.updateBucket(id, {
      public: true,
      fileSizeLimit: 2048,
      allowedMimeTypes: ["application/pdf"],
    });
    expect(error).toBeNull();
    expect(data).toEqual({ message: "Successfully updated" });
    const read = await service.storage.getBucket(id);
    expect(read.data).toMatchObject({
      public: true,
      file_size_limit: 2048,
      allowed_mime_types: ["application/pdf"],
    });
  });

  it("refuses to delete a bucket that holds objects until it is emptied", async () => {
    const id = await bucket();
    await service.storage.from(id).upload("a.txt", "a");
    await service.storage.from(id).upload("dir/b.txt", "b");
    const refused = await service.storage.deleteBucket(id);
    expect(refused.error).toMatchObject({ status: 400, statusCode: "409" });
    expect(refused.error?.message).toBe("The bucket you tried to delete is not empty");
    expect(await service.storage.emptyBucket(id)).toEqual({
      data: { message: "Successfully emptied" },
      error: null,
    });
    expect((await service.storage.from(id).list()).data).toEqual([]);
    expect((await service.storage.deleteBucket(id)).data).toEqual({
      message: "Successfully deleted",
    });
    created.splice(created.indexOf(id), 1);
    const gone = await service.storage.getBucket(id);
    expect(gone.error).toMatchObject({
      status: 400,
      statusCode: "404",
      message: "Bucket not found",
    });
  });

  it("answers a duplicate bucket with 409 and invalid input with 400", async () => {
    const id = await bucket();
    const dup = await service.storage.createBucket(id);
    expect(dup.error).toMatchObject({
      status: 400,
      statusCode: "409",
      message: "The resource already exists",
    });
    const bad = await service.storage.createBucket("../etc");
    expect(bad.error).toMatchObject({
      status: 400,
      statusCode: "400",
      message: "Bucket name invalid",
    });
    const badLimit = await service.storage.createBucket(unique("x"), {
      public: false,
      fileSizeLimit: "lots",
    });
    expect(badLimit.error).toMatchObject({ status: 400, statusCode: "400" });
    const res = await storageFetch("/bucket", { method: "POST", body: "{not json" });
    expect(res.status).toBe(400);
  });

  it("enforces a bucket's size limit and allowed types on upload", async () => {
    const id = await bucket({ public: false, fileSizeLimit: 10, allowedMimeTypes: ["text/*"] });
    const files = service.storage.from(id);
    expect((await files.upload("ok.txt", "0123456789")).error).toBeNull();
    const big = await files.upload("big.txt", "0123456789A");
    expect(big.error).toMatchObject({ status: 400, statusCode: "413" });
    const type = await files.upload("x.json", "{}", { contentType: "application/json" });
    expect(type.error).toMatchObject({ status: 400, statusCode: "415" });
    // Lifting the limits through updateBucket takes effect at once.
    await service.storage.updateBucket(id, {
      public: false,
      fileSizeLimit: null,
      allowedMimeTypes: null,
    });
    expect((await files.upload("big.txt", "0123456789A")).error).toBeNull();
    expect(
      (await files.upload("x.json", "{}", { contentType: "application/json" })).error,
    ).toBeNull();
  });

  it("reports unknown buckets as not found when updating, emptying or deleting", async () => {
    const id = unique("missing");
    for (const r of [
      await service.storage.updateBucket(id, { public: true }),
      await service.storage.emptyBucket(id),
      await service.storage.deleteBucket(id),
    ]) {
      expect(r.error).toMatchObject({ status: 400, statusCode: "404" });
    }
  });
});

describe("buckets under RLS", () => {
  it("refuses anon and plain users without a policy, and rejects bad tokens", async () => {
    const user = await makeUser();
    for (const client of [anonStorage(), user.client]) {
      const { error } = await client.storage.createBucket(unique("nope"));
      expect(error).toMatchObject({ status: 400, statusCode: "403" });
      expect(error?.message).toMatch(/row-level security/);
    }
    // Without a select policy, buckets are invisible to users.
    const listed = await user.client.storage.listBuckets();
    expect(listed.data).toEqual([]);
    const res = await storageFetch("/bucket", { key: "not-a-jwt" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: "400", error: "InvalidJWT" });
  });

  it("lets policies on storage.buckets decide, as on hosted Supabase", async () => {
    const user = await makeUser();
    const prefix = unique("own").slice(0, 8);
    const policy = unique("policy");
    await sql(
      `create policy "${policy}-insert" on storage.buckets for insert to authenticated
       with check (name like '${prefix}%' and owner_id = (select auth.uid())::text)`,
    );
    await sql(
      `create policy "${policy}-select" on storage.buckets for select to authenticated
       using (owner_id = (select auth.uid())::text)`,
    );
    const id = `${prefix}-${user.id.slice(0, 6)}`;
    const ok = await user.client.storage.createBucket(id, { public: false });
    expect(ok.error).toBeNull();
    created.push(id);
    const denied = await user.client.storage.createBucket(unique("other"));
    expect(denied.error).toMatchObject({ statusCode: "403" });
    const mine = await user.client.storage.listBuckets();
    expect(mine.data?.map((b) => b.id)).toEqual([id]);
    expect((await user.client.storage.getBucket(id)).data).toMatchObject({ id, owner: user.id });
    // No update or delete policy: the bucket is not found for those operations.
    expect((await user.client.storage.updateBucket(id, { public: true })).error).toMatchObject({
      statusCode: "404",
    });
    expect((await user.client.storage.deleteBucket(id)).error).toMatchObject({ statusCode: "404" });
    const stranger = await makeUser();
    expect((await stranger.client.storage.getBucket(id)).error).toMatchObject({
      statusCode: "404",
    });
  });
});
