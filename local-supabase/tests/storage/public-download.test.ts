import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { serviceStorage, storageFetch, unique } from "./support";

const service = serviceStorage();
let pub: string;
let priv: string;
const body = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);

beforeAll(async () => {
  pub = unique("public");
  priv = unique("private");
  await service.storage.createBucket(pub, { public: true });
  await service.storage.createBucket(priv, { public: false });
  for (const b of [pub, priv]) {
    const up = await service.storage
      .from(b)
      .upload("img/pic.png", new Blob([body], { type: "image/png" }), { cacheControl: "120" });
    expect(up.error).toBeNull();
  }
});
afterAll(async () => {
  for (const b of [pub, priv]) {
    await service.storage.emptyBucket(b);
    await service.storage.deleteBucket(b);
  }
});

describe("public URLs", () => {
  it("serves a public bucket's object to anyone with Content-Type, Cache-Control and ETag", async () => {
    const url = service.storage.from(pub).getPublicUrl("img/pic.png").data.publicUrl;
    expect(url).toBe(`${inject("apiUrl")}/storage/v1/object/public/${pub}/img/pic.png`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("max-age=120");
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-length")).toBe("1000");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(body);
  });

  it("answers If-None-Match with 304 and byte ranges with 206", async () => {
    const url = service.storage.from(pub).getPublicUrl("img/pic.png").data.publicUrl;
    const etag = (await fetch(url)).headers.get("etag")!;
    expect((await fetch(url, { headers: { "if-none-match": etag } })).status).toBe(304);
    const part = await fetch(url, { headers: { range: "bytes=10-19" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 10-19/1000");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(body.subarray(10, 20));
    const tail = await fetch(url, { headers: { range: "bytes=-5" } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(body.subarray(995));
    const bad = await fetch(url, { headers: { range: "bytes=5000-6000" } });
    expect(bad.status).toBe(416);
    expect(bad.headers.get("content-range")).toBe("bytes */1000");
  });

  it("answers HEAD with the headers and no body", async () => {
    const url = service.storage.from(pub).getPublicUrl("img/pic.png").data.publicUrl;
    const res = await fetch(url, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it("does not serve private buckets or unknown objects publicly", async () => {
    const res = await fetch(service.storage.from(priv).getPublicUrl("img/pic.png").data.publicUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: "404", message: "Bucket not found" });
    const none = await fetch(service.storage.from(pub).getPublicUrl("img/none.png").data.publicUrl);
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ statusCode: "404", message: "Object not found" });
  });

  it("serves HTML as plain text so a bucket cannot host pages on the API origin", async () => {
    await service.storage
      .from(pub)
      .upload("page.html", "<script>alert(1)</script>", { contentType: "text/html" });
    const res = await fetch(service.storage.from(pub).getPublicUrl("page.html").data.publicUrl);
    expect(res.headers.get("content-type")).toBe("text/plain");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("gives public object info without a key", async () => {
    const res = await storageFetch(`/object/info/public/${pub}/img/pic.png`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: "img/pic.png",
      size: 1000,
      content_type: "image/png",
    });
  });
});
