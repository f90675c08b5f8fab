import { beforeAll, describe, expect, it } from "vitest";
import {
  anonStorage,
  makeUser,
  png,
  serviceStorage,
  storageFetch,
  type TestUser,
  unique,
} from "./support";

const MB = 1024 * 1024;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  admin = await makeUser({ admin: true });
  user = await makeUser();
});

const pdf = (size: number) => {
  const b = new Uint8Array(size);
  b.set(new TextEncoder().encode("%PDF-1.7\n"));
  return new Blob([b], { type: "application/pdf" });
};

describe("the media bucket", () => {
  it("is public, 5 MB, raster images only", async () => {
    const { data, error } = await serviceStorage().storage.getBucket("media");
    expect(error).toBeNull();
    expect(data).toMatchObject({
      public: true,
      file_size_limit: 5 * MB,
      allowed_mime_types: ["image/png", "image/jpeg", "image/webp", "image/avif"],
    });
  });

  it("lets an admin upload an image, recording its width and height", async () => {
    const name = `${unique("products")}/hero.png`;
    const up = await admin.client.storage
      .from("media")
      .upload(name, new Blob([png(640, 480)], { type: "image/png" }));
    expect(up.error).toBeNull();
    const listed = await anonStorage().storage.from("media").list(name.split("/")[0]);
    expect(listed.data?.[0]?.metadata).toMatchObject({
      width: 640,
      height: 480,
      mimetype: "image/png",
    });
    const res = await fetch(anonStorage().storage.from("media").getPublicUrl(name).data.publicUrl);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png(640, 480));
  });

  it("refuses uploads from plain users and anon, and their deletes", async () => {
    const name = `${unique("deny")}/a.png`;
    for (const client of [user.client, anonStorage()]) {
      const { error } = await client.storage
        .from("media")
        .upload(name, new Blob([png(1, 1)], { type: "image/png" }));
      expect(error).toMatchObject({ status: 400, statusCode: "403" });
    }
    await admin.client.storage
      .from("media")
      .upload(name, new Blob([png(2, 2)], { type: "image/png" }));
    expect((await user.client.storage.from("media").remove([name])).data).toEqual([]);
    expect(
      (await user.client.storage.from("media").move(name, `${name}.moved`)).error,
    ).not.toBeNull();
    expect((await anonStorage().storage.from("media").download(name)).error).toBeNull();
    expect((await admin.client.storage.from("media").remove([name])).data?.length).toBe(1);
  });

  it("refuses wrong types with 415", async () => {
    const { error } = await admin.client.storage
      .from("media")
      .upload(`${unique("t")}/a.txt`, "text");
    expect(error).toMatchObject({ status: 400, statusCode: "415" });
    expect(error?.message).toBe("mime type text/plain;charset=UTF-8 is not supported");
  });

  it("refuses an SVG (it can carry script) and a PDF with a clear 415", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const name = `${unique("svg")}/evil.svg`;
    const up = await admin.client.storage
      .from("media")
      .upload(name, new Blob([svg], { type: "image/svg+xml" }));
    expect(up.error).toMatchObject({ status: 400, statusCode: "415" });
    expect(up.error?.message).toBe("mime type image/svg+xml is not supported");
    expect((await anonStorage().storage.from("media").download(name)).error).not.toBeNull();
    const doc = await admin.client.storage
      .from("media")
      .upload(`${unique("docs")}/sheet.pdf`, pdf(1000));
    expect(doc.error).toMatchObject({ statusCode: "415" });
  });

  it("refuses a raster type followed by parameters that smuggle in HTML", async () => {
    const name = `${unique("smuggle")}/a.png`;
    for (const type of ["image/png;a=b, text/html", "image/png; charset=utf-8", "text/html"]) {
      const res = await storageFetch(`/object/media/${name}`, {
        key: admin.token,
        method: "POST",
        headers: { "content-type": type },
        body: "<script>alert(document.domain)</script>",
      });
      // Storage answers refusals with HTTP 400 and the real status in the body.
      expect(res.status, type).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: "415", error: "invalid_mime_type" });
    }
    const direct = await storageFetch(`/object/media/${name}`, { key: admin.token });
    expect(direct.ok).toBe(false);
  });

  it("caps images at 5 MB", async () => {
    const big = new Uint8Array(5 * MB + 1);
    big.set(png(10, 10));
    const image = await admin.client.storage
      .from("media")
      .upload(`${unique("big")}/big.png`, new Blob([big], { type: "image/png" }));
    expect(image.error).toMatchObject({ status: 400, statusCode: "413" });
    expect(image.error?.message).toBe("The object exceeded the maximum allowed size");
  });

  it("applies the image cap to signed upload URLs too", async () => {
    const name = `${unique("signed")}/big.png`;
    const signed = await admin.client.storage.from("media").createSignedUploadUrl(name);
    expect(signed.error).toBeNull();
    const big = new Uint8Array(5 * MB + 10);
    big.set(png(10, 10));
    const up = await anonStorage()
      .storage.from("media")
      .uploadToSignedUrl(name, signed.data!.token, new Blob([big], { type: "image/png" }));
    expect(up.error).toMatchObject({ statusCode: "413" });
    const denied = await user.client.storage
      .from("media")
      .createSignedUploadUrl(`${unique("x")}/a.png`);
    expect(denied.error).toMatchObject({ statusCode: "403" });
  });
});

describe("the documents bucket", () => {
  it("is public, 20 MB, PDFs only", async () => {
    const { data, error } = await serviceStorage().storage.getBucket("documents");
    expect(error).toBeNull();
    expect(data).toMatchObject({
      public: true,
      file_size_limit: 20 * MB,
      allowed_mime_types: ["application/pdf"],
    });
  });

  it("takes an admin's 6 MB PDF, served to anyone as a download", async () => {
    const name = `${unique("docs")}/sheet.pdf`;
    const doc = await admin.client.storage.from("documents").upload(name, pdf(6 * MB));
    expect(doc.error).toBeNull();
    const res = await fetch(
      anonStorage().storage.from("documents").getPublicUrl(name).data.publicUrl,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      "attachment; filename=sheet.pdf; filename*=UTF-8''sheet.pdf;",
    );
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect((await res.arrayBuffer()).byteLength).toBe(6 * MB);
  });

  it("refuses images, files over 20 MB, and uploads or deletes by non-admins", async () => {
    const image = await admin.client.storage
      .from("documents")
      .upload(`${unique("docs")}/a.png`, new Blob([png(2, 2)], { type: "image/png" }));
    expect(image.error).toMatchObject({ statusCode: "415" });
    const huge = await admin.client.storage
      .from("documents")
      .upload(`${unique("docs")}/huge.pdf`, pdf(20 * MB + 1));
    expect(huge.error).toMatchObject({ status: 400, statusCode: "413" });
    const name = `${unique("docs")}/kept.pdf`;
    for (const client of [user.client, anonStorage()]) {
      const { error } = await client.storage.from("documents").upload(name, pdf(100));
      expect(error).toMatchObject({ status: 400, statusCode: "403" });
    }
    expect((await admin.client.storage.from("documents").upload(name, pdf(100))).error).toBeNull();
    expect((await user.client.storage.from("documents").remove([name])).data).toEqual([]);
    expect((await anonStorage().storage.from("documents").download(name)).error).toBeNull();
    expect((await admin.client.storage.from("documents").remove([name])).data?.length).toBe(1);
  });
});
