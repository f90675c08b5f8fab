import { existsSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, serviceStorage, storageFetch, unique } from "./support";

const service = serviceStorage();
let bucket: string;
const files = () => service.storage.from(bucket);

beforeAll(async () => {
  bucket = unique("hostile");
  await service.storage.createBucket(bucket, { public: true });
});
afterAll(async () => {
  await service.storage.emptyBucket(bucket);
  await service.storage.deleteBucket(bucket);
});

async function expect4xx(res: { status: number; json: () => unknown }) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { statusCode: string; message: string };
  expect(Number(body.statusCode)).toBeGreaterThanOrEqual(400);
  expect(Number(body.statusCode)).toBeLessThan(500);
  return body;
}

describe("hostile object names", () => {
  it("refuses dot-dot segments that survive URL parsing, in every kind of route", async () => {
    // Encoded slashes keep `..` inside one URL segment, so it reaches the storage service.
    for (const p of [
      `/object/${bucket}/..%2fescape.txt`,
      `/object/${bucket}/a%2F%2e%2e%2F%2e%2e%2Fescape.txt`,
      `/object/${bucket}/%2e%2e%2f%2e%2e%2fescape.txt`,
    ]) {
      await expect4xx(await rawRequest(p, { method: "POST", body: "x" }));
      await expect4xx(await rawRequest(p));
      await expect4xx(await rawRequest(p, { method: "PUT", body: "x" }));
      await expect4xx(await rawRequest(p, { method: "DELETE" }));
    }
    await expect4xx(await rawRequest(`/object/public/${bucket}/..%2fx`));
    await expect4xx(await rawRequest(`/object/info/${bucket}/..%2fx`));
    await expect4xx(
      await rawRequest(`/object/sign/${bucket}/..%2fx`, { method: "POST", body: "{}" }),
    );
    await expect4xx(await rawRequest(`/object/upload/sign/${bucket}/..%2fx`, { method: "POST" }));
  });

  it("resolves plain and %2e%2e dot segments in the URL before routing, never past the API", async () => {
    for (const p of [
      `/object/${bucket}/%2e%2e/%2e%2e/escape.txt`,
      `/object/${bucket}/../../../../etc/passwd`,
      `/object/${bucket}/%2E%2E/%2E%2E/%2E%2E/escape.txt`,
    ]) {
      const res = await rawRequest(p, { method: "POST", body: "x" });
      expect([400, 404]).toContain(res.status);
    }
    // `a/../b.txt` resolves to `b.txt` inside the same bucket.
    const inside = await rawRequest(`/object/${bucket}/a/%2e%2e/inside.txt`, {
      method: "POST",
      body: "in",
    });
    expect(inside.status).toBe(200);
    expect(await (await files().download("inside.txt")).data?.text()).toBe("in");
  });

  it("refuses traversal, NUL bytes and backslashes in names given in bodies", async () => {
    expect((await files().remove(["../x"])).error).toMatchObject({
      status: 400,
      statusCode: "400",
    });
    expect((await files().move("a.txt", "../../etc/passwd")).error).toMatchObject({
      statusCode: "400",
    });
    expect((await files().copy("a.txt", "x/../../y")).error).toMatchObject({ statusCode: "400" });
    expect((await files().list("../")).error).toMatchObject({ statusCode: "400" });
    await expect4xx(
      await storageFetch(`/object/${bucket}/nul%00byte.txt`, { method: "POST", body: "x" }),
    );
    await expect4xx(
      await storageFetch(`/object/${bucket}/back%5C..%5Cslash`, { method: "POST", body: "x" }),
    );
    await expect4xx(
      await storageFetch(`/object/${bucket}/bad%E0%A4%A`, { method: "POST", body: "x" }),
    );
  });

  it("keeps absolute-looking names inside the bucket", async () => {
    const up = await storageFetch(`/object/${bucket}//etc/passwd-probe`, {
      method: "POST",
      body: "inside",
    });
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ Key: `${bucket}/etc/passwd-probe` });
    expect(existsSync("/etc/passwd-probe")).toBe(false);
    expect(await (await files().download("etc/passwd-probe")).data?.text()).toBe("inside");
  });

  it("refuses over-long names and segments", async () => {
    const longSegment = "a".repeat(300);
    expect((await files().upload(`${longSegment}.txt`, "x")).error).toMatchObject({
      statusCode: "400",
    });
    const longName = Array.from({ length: 12 }, () => "b".repeat(100)).join("/");
    expect((await files().upload(longName, "x")).error).toMatchObject({ statusCode: "400" });
  });

  it("stores and serves Unicode names, NFC-normalised", async () => {
    const name = "दस्तावेज़/ファイル 名 ✓.txt";
    const up = await files().upload(name, "unicode");
    expect(up.error).toBeNull();
    expect(await (await files().download(name)).data?.text()).toBe("unicode");
    expect((await files().list("दस्तावेज़")).data?.map((e) => e.name)).toEqual(["ファイル 名 ✓.txt"]);
    const res = await fetch(files().getPublicUrl(name).data.publicUrl);
    expect(await res.text()).toBe("unicode");
    // A decomposed spelling reaches the same object.
    const decomposed = "cafe\u0301.txt";
    await files().upload("café.txt", "nfc");
    expect(await (await files().download(decomposed)).data?.text()).toBe("nfc");
  });

  it("never wrote outside the storage folders", () => {
    const leaked = readdirSync(os.tmpdir()).filter((f) => f.startsWith("escape") || f === "y");
    expect(leaked).toEqual([]);
    expect(existsSync(path.join(os.tmpdir(), "..", "escape.txt"))).toBe(false);
  });
});
