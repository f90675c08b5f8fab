import { beforeAll, describe, expect, it } from "vitest";
import { anonStorage, makeUser, serviceStorage, type TestUser, unique } from "./support";

// Files dressed up as something else. Storage (hosted, and the local server like it) decides by
// the declared Content-Type, not by sniffing the bytes: an HTML or SVG page renamed .pdf or .webp
// is refused when its type says what it is, and one declared as a PDF or an image is stored but
// served as that type, with nosniff, as an attachment in a sandbox, so a browser never runs it.

const HTML = "<!doctype html><script>alert(document.domain)</script>";
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const CSP = "default-src 'none'; sandbox";

let admin: TestUser;
beforeAll(async () => {
  admin = await makeUser({ admin: true });
});

const cases = [
  { bucket: "documents", file: "sheet.pdf", body: HTML, type: "text/html" },
  { bucket: "documents", file: "sheet.pdf", body: SVG, type: "image/svg+xml" },
  { bucket: "media", file: "photo.webp", body: HTML, type: "text/html" },
  { bucket: "media", file: "photo.webp", body: SVG, type: "image/svg+xml" },
  { bucket: "media", file: "photo.webp", body: HTML, type: "application/pdf" },
  { bucket: "documents", file: "sheet.pdf", body: HTML, type: "image/webp" },
];

describe("an HTML or SVG file renamed .pdf or .webp", () => {
  for (const c of cases) {
    it(`is refused as ${c.type} in ${c.bucket}/${c.file}, and nothing is stored`, async () => {
      const name = `${unique("disguised")}/${c.file}`;
      const up = await admin.client.storage
        .from(c.bucket)
        .upload(name, new Blob([c.body], { type: c.type }));
      expect(up.error).toMatchObject({ status: 400, statusCode: "415" });
      expect(up.error?.message).toBe(`mime type ${c.type} is not supported`);
      expect((await anonStorage().storage.from(c.bucket).download(name)).error).not.toBeNull();
    });
  }

  it("declared as a PDF, is served as a PDF download that cannot run", async () => {
    const name = `${unique("disguised")}/sheet.pdf`;
    const up = await admin.client.storage
      .from("documents")
      .upload(name, new Blob([HTML], { type: "application/pdf" }));
    expect(up.error).toBeNull();
    const url = anonStorage().storage.from("documents").getPublicUrl(name).data.publicUrl;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe(CSP);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename=sheet\.pdf;/);
    await serviceStorage().storage.from("documents").remove([name]);
  });

  it("declared as WebP, is served as an image with nosniff, in a sandbox", async () => {
    const name = `${unique("disguised")}/photo.webp`;
    const up = await admin.client.storage
      .from("media")
      .upload(name, new Blob([HTML], { type: "image/webp" }));
    expect(up.error).toBeNull();
    const res = await fetch(anonStorage().storage.from("media").getPublicUrl(name).data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe(CSP);
    await serviceStorage().storage.from("media").remove([name]);
  });
});

describe("a data sheet uploaded as the product form does", () => {
  it("is served as application/pdf with nosniff, also with a charset-free type", async () => {
    const name = `${unique("products")}/k1-tds.pdf`;
    const pdf = new Blob(["%PDF-1.7\n%%EOF\n"], { type: "application/pdf" });
    expect((await admin.client.storage.from("documents").upload(name, pdf)).error).toBeNull();
    const res = await fetch(
      anonStorage().storage.from("documents").getPublicUrl(name).data.publicUrl,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toBe("%PDF-1.7\n%%EOF\n");
    await serviceStorage().storage.from("documents").remove([name]);
  });
});
