import { describe, expect, it } from "vitest";
import type { MediaObject } from "@/entities/media-object";
import { fileName, filterMedia, formatSize, isMediaFilter } from "./library-filter";

function object(name: string, mimetype: string, used: boolean): MediaObject {
  return {
    bucket: mimetype === "application/pdf" ? "documents" : "media",
    name,
    url: `https://x/${name}`,
    mimetype,
    size: 1,
    totalSize: 1,
    width: null,
    height: null,
    createdAt: "2026-11-27T00:00:00Z",
    variants: [],
    alt: null,
    usages: used
      ? [{ table: "products", id: "p", label: null, column: "image_url", language: null }]
      : [],
  };
}

const all = [
  object("products/a-hero.webp", "image/webp", true),
  object("products/b-sheet.pdf", "application/pdf", false),
  object("banners/c-wide.png", "image/png", false),
];

describe("filterMedia", () => {
  it("filters by kind and by use", () => {
    expect(filterMedia(all, "all", "")).toHaveLength(3);
    expect(filterMedia(all, "images", "").map((o) => o.name)).toEqual([
      "products/a-hero.webp",
      "banners/c-wide.png",
    ]);
    expect(filterMedia(all, "documents", "").map((o) => o.name)).toEqual(["products/b-sheet.pdf"]);
    expect(filterMedia(all, "unused", "").map((o) => o.name)).toEqual([
      "products/b-sheet.pdf",
      "banners/c-wide.png",
    ]);
  });

  it("searches the name, ignoring case", () => {
    expect(filterMedia(all, "all", " WIDE ").map((o) => o.name)).toEqual(["banners/c-wide.png"]);
    expect(filterMedia(all, "images", "sheet")).toEqual([]);
  });
});

describe("helpers", () => {
  it("knows the filters", () => {
    expect(isMediaFilter("unused")).toBe(true);
    expect(isMediaFilter("everything")).toBe(false);
    expect(isMediaFilter(null)).toBe(false);
  });

  it("names the file without its folder", () => {
    expect(fileName("products/x/a.webp")).toBe("a.webp");
    expect(fileName("a.webp")).toBe("a.webp");
  });

  it("formats sizes in the reader's language", () => {
    expect(formatSize(512, "en")).toBe("512 byte");
    expect(formatSize(2_500, "en")).toBe("2.5 kB");
    expect(formatSize(3_250_000, "en")).toBe("3.3 MB");
    expect(formatSize(3_250_000, "de")).toBe("3,3 MB");
  });
});
