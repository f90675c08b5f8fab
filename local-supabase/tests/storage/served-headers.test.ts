import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, png, serviceStorage, storageFetch, type TestUser, unique } from "./support";

const service = serviceStorage();
const CSP = "default-src 'none'; sandbox";
// A bucket without type rules: what an object of any type is served with.
let open: string;
let admin: TestUser;

const publicUrl = (bucket: string, name: string) =>
  service.storage.from(bucket).getPublicUrl(name).data.publicUrl;

async function put(bucket: string, name: string, type: string, body: BodyInit) {
  const res = await storageFetch(`/object/${bucket}/${name}`, {
    method: "POST",
    headers: { "content-type": type },
    body,
  });
  expect(res.status, `${type}: ${await res.clone().text()}`).toBe(200);
}

beforeAll(async () => {
  admin = await makeUser({ admin: true });
  open = unique("open");
  expect((await service.storage.createBucket(open, { public: true })).error).toBeNull();
});
afterAll(async () => {
  await service.storage.emptyBucket(open);
  await service.storage.deleteBucket(open);
});

describe("every object is served so that it cannot run", () => {
  it("a raster image inline, with nosniff and a sandboxing CSP", async () => {
    const name = `${unique("img")}/a.png`;
    const up = await admin.client.storage
      .from("media")
      .upload(name, new Blob([png(4, 4)], { type: "image/png" }));
    expect(up.error).toBeNull();
    const res = await fetch(publicUrl("media", name));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe(CSP);
    expect(res.headers.get("content-disposition")).toBeNull();
  });

  it("an SVG, HTML or text file as an attachment, HTML as text", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const cases = [
      { name: "x/evil.svg", type: "image/svg+xml", served: "image/svg+xml" },
      { name: "x/page.html", type: "text/html", served: "text/plain" },
      { name: "x/notes.txt", type: "text/plain", served: "text/plain" },
    ];
    for (const c of cases) {
      await put(open, c.name, c.type, svg);
      const res = await fetch(publicUrl(open, c.name));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(c.served);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toBe(CSP);
      const file = c.name.split("/")[1];
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename=${file}; filename*=UTF-8''${file};`,
      );
    }
  });

  it("stores the bare type: parameters never reach the Content-Type header", async () => {
    const name = `${unique("p")}/a.png`;
    await put(open, name, "image/png;a=b, text/html", png(3, 3));
    const info = await service.storage.from(open).info(name);
    expect(info.data?.contentType).toBe("image/png");
    const res = await fetch(publicUrl(open, name));
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBeNull();
  });

  it("the same headers on authenticated and signed downloads, and on 304 and 206", async () => {
    const name = `${unique("s")}/evil.svg`;
    await put(open, name, "image/svg+xml", "<svg/>");
    const signed = await service.storage.from(open).createSignedUrl(name, 60);
    expect(signed.error).toBeNull();
    const direct = await storageFetch(`/object/${open}/${name}`);
    const viaSigned = await fetch(signed.data!.signedUrl);
    const etag = direct.headers.get("etag")!;
    const notModified = await fetch(publicUrl(open, name), { headers: { "if-none-match": etag } });
    const partial = await fetch(publicUrl(open, name), { headers: { range: "bytes=0-1" } });
    expect([direct.status, viaSigned.status, notModified.status, partial.status]).toEqual([
      200, 200, 304, 206,
    ]);
    for (const res of [direct, viaSigned, notModified, partial]) {
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toBe(CSP);
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename=evil\.svg;/);
    }
  });

  it("a ?download name still names the attachment, also for images", async () => {
    const name = `${unique("d")}/a.png`;
    await put(open, name, "image/png", png(2, 2));
    const res = await fetch(`${publicUrl(open, name)}?download=pic.png`);
    expect(res.headers.get("content-disposition")).toBe(
      "attachment; filename=pic.png; filename*=UTF-8''pic.png;",
    );
    expect(res.headers.get("content-security-policy")).toBe(CSP);
  });
});
