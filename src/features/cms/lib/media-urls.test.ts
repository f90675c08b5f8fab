import { describe, expect, it } from "vitest";
import { mediaObjectPath, unusedMediaUrls } from "./media-urls";

const API = "http://127.0.0.1:54321";
const url = (path: string) => `${API}/storage/v1/object/public/media/${path}`;

describe("mediaObjectPath", () => {
  it("reads the object path of our bucket's public URLs only", () => {
    expect(mediaObjectPath(url("products/a-b.png"), API, "media")).toBe("products/a-b.png");
    expect(mediaObjectPath(url("gallery/x%20y.png"), `${API}/`, "media")).toBe("gallery/x y.png");
    expect(mediaObjectPath("/images/products/seal.svg", API, "media")).toBeNull();
    expect(mediaObjectPath("https://cdn.example.com/a.png", API, "media")).toBeNull();
    expect(mediaObjectPath(`${API}/storage/v1/object/public/other/a.png`, API, "media")).toBeNull();
    expect(
      mediaObjectPath(`https://evil.test/storage/v1/object/public/media/a.png`, API, "media"),
    ).toBeNull();
  });

  it("refuses paths that climb out, are empty or carry a query", () => {
    expect(mediaObjectPath(url("../secret.png"), API, "media")).toBeNull();
    expect(mediaObjectPath(url("a/%2e%2e/b.png"), API, "media")).toBeNull();
    expect(mediaObjectPath(url(""), API, "media")).toBeNull();
    expect(mediaObjectPath(url("a.png?x=1"), API, "media")).toBeNull();
    expect(mediaObjectPath(url("%E0%A4%A"), API, "media")).toBeNull();
  });
});

describe("unusedMediaUrls", () => {
  it("lists the replaced image, a removed data sheet and a gallery entry dropped", () => {
    const before = {
      image_url: url("products/old.png"),
      tds_url: url("products/tds.pdf"),
      gallery: [{ url: url("products/old.png") }, { url: url("gallery/g1.png"), alt: "g" }],
    };
    const after = {
      image_url: url("products/new.png"),
      tds_url: null,
      gallery: [{ url: url("products/new.png") }],
    };
    expect(unusedMediaUrls(before, [url("products/new.png")], after, API, "media").sort()).toEqual(
      [url("gallery/g1.png"), url("products/old.png"), url("products/tds.pdf")].sort(),
    );
  });

  it("never lists the file the record now uses, seeded paths or outside links", () => {
    const before = { image_url: "/images/products/seal.svg", logo: "https://x.test/l.png" };
    const after = { image_url: url("products/new.png") };
    expect(unusedMediaUrls(before, [url("products/new.png")], after, API, "media")).toEqual([]);
  });

  it("lists an upload replaced again before the first save", () => {
    const after = { image_url: url("products/second.png") };
    expect(
      unusedMediaUrls(
        null,
        [url("products/first.png"), url("products/second.png")],
        after,
        API,
        "media",
      ),
    ).toEqual([url("products/first.png")]);
  });
});
