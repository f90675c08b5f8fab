import { describe, expect, it } from "vitest";
import { StorageError } from "./errors";
import { isMimeAllowed, isRasterImage, parseAllowedMimeTypes, parseFileSizeLimit } from "./mime";

describe("isMimeAllowed", () => {
  it("admits everything without a list", () => {
    expect(isMimeAllowed("application/x-anything", null)).toBe(true);
    expect(isMimeAllowed("application/x-anything", [])).toBe(true);
  });

  it("matches exact types whole, parameters included, as hosted Storage does", () => {
    expect(isMimeAllowed("application/pdf", ["application/pdf"])).toBe(true);
    expect(isMimeAllowed("Image/PNG", ["image/png"])).toBe(true);
    expect(isMimeAllowed("Text/Plain; charset=UTF-8", ["text/plain"])).toBe(false);
    expect(isMimeAllowed("image/png;a=b, text/html", ["image/png"])).toBe(false);
    expect(isMimeAllowed("application/pdfx", ["application/pdf"])).toBe(false);
    expect(isMimeAllowed("png", ["image/png"])).toBe(false);
  });

  it("matches type/* wildcards only within the type", () => {
    expect(isMimeAllowed("image/png", ["image/*"])).toBe(true);
    expect(isMimeAllowed("image/svg+xml", ["image/*", "application/pdf"])).toBe(true);
    expect(isMimeAllowed("imagex/png", ["image/*"])).toBe(false);
    expect(isMimeAllowed("text/plain", ["image/*", "application/pdf"])).toBe(false);
    expect(isMimeAllowed("text/plain", ["*/*"])).toBe(true);
    expect(isMimeAllowed("image/png; a=b", ["image/*"])).toBe(true);
  });
});

describe("isRasterImage", () => {
  it("is true for pictures a browser never runs, whatever the parameters", () => {
    for (const t of ["image/png", "image/jpeg", "image/webp", "image/avif", "IMAGE/GIF; x=y"]) {
      expect(isRasterImage(t)).toBe(true);
    }
    for (const t of ["image/svg+xml", "text/html", "application/pdf", "image/png-x", ""]) {
      expect(isRasterImage(t)).toBe(false);
    }
  });
});

describe("parseFileSizeLimit", () => {
  it("takes bytes or Storage's unit strings", () => {
    expect(parseFileSizeLimit(1024)).toBe(1024);
    expect(parseFileSizeLimit("20MB")).toBe(20_000_000);
    expect(parseFileSizeLimit("30KB")).toBe(30_000);
    expect(parseFileSizeLimit("3B")).toBe(3);
    expect(parseFileSizeLimit("5MiB")).toBe(5 * 1024 * 1024);
    expect(parseFileSizeLimit(null)).toBeNull();
    expect(parseFileSizeLimit(undefined)).toBeNull();
  });

  it("refuses anything else with a 400", () => {
    for (const bad of [-1, 1.5, "lots", "10XB", {}, true]) {
      expect(() => parseFileSizeLimit(bad)).toThrow(StorageError);
    }
  });
});

describe("parseAllowedMimeTypes", () => {
  it("accepts a list of types and wildcards", () => {
    expect(parseAllowedMimeTypes(["image/*", "application/pdf"])).toEqual([
      "image/*",
      "application/pdf",
    ]);
    expect(parseAllowedMimeTypes([])).toBeNull();
    expect(parseAllowedMimeTypes(null)).toBeNull();
  });

  it("refuses malformed entries", () => {
    for (const bad of ["image/*", [5], ["image"], ["a/b;drop"]]) {
      expect(() => parseAllowedMimeTypes(bad)).toThrow(StorageError);
    }
  });
});
