import { describe, expect, it } from "vitest";
import {
  imageSrcSet,
  isImageVariant,
  resizedWidth,
  variantNames,
  variantsOf,
} from "./image-variants";

const BASE = "https://abc.supabase.co/storage/v1/object/public/media/products";

describe("variantNames", () => {
  it("names the image by its width and its copies beside it, only those narrower", () => {
    expect(variantNames("products/k1-tile", 1600, "webp")).toEqual({
      main: "products/k1-tile.w1600.webp",
      variants: [
        { width: 400, name: "products/k1-tile.w1600-400.webp" },
        { width: 800, name: "products/k1-tile.w1600-800.webp" },
      ],
    });
    expect(variantNames("p/x", 640, "jpg").variants).toEqual([
      { width: 400, name: "p/x.w640-400.jpg" },
    ]);
    expect(variantNames("p/x", 300, "webp")).toEqual({ main: "p/x.w300.webp", variants: [] });
  });
});

describe("imageSrcSet", () => {
  it("lists the copies and the image with their widths for a resized upload", () => {
    expect(imageSrcSet(`${BASE}/k1-tile.w1600.webp`)).toBe(
      `${BASE}/k1-tile.w1600-400.webp 400w, ${BASE}/k1-tile.w1600-800.webp 800w, ` +
        `${BASE}/k1-tile.w1600.webp 1600w`,
    );
    expect(imageSrcSet(`${BASE}/a.w500.jpg`)).toBe(
      `${BASE}/a.w500-400.jpg 400w, ${BASE}/a.w500.jpg 500w`,
    );
  });

  it("leaves every other image to its src: seeded, outside, older uploads, copies", () => {
    for (const url of [
      null,
      "",
      "/images/products/tile.webp",
      "https://example.com/photo.w1600.webp",
      `${BASE}/older-upload.png`,
      `${BASE}/k1-tile.w1600-400.webp`,
      `${BASE}/huge.w99999.webp`,
      "https://abc.supabase.co/storage/v1/object/public/documents/x.w800.webp",
    ]) {
      expect(imageSrcSet(url), String(url)).toBeUndefined();
    }
  });
});

describe("variant paths", () => {
  it("tells the copies from the images and finds an image's copies", () => {
    expect(isImageVariant("products/a.w1600-400.webp")).toBe(true);
    expect(isImageVariant("products/a.w800.webp")).toBe(false);
    expect(resizedWidth("products/a.w800.webp")).toBe(800);
    expect(variantsOf("products/a.w800.webp")).toEqual([
      { width: 400, url: "products/a.w800-400.webp" },
    ]);
    expect(variantsOf("products/a.png")).toEqual([]);
  });
});
