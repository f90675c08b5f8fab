import { describe, expect, it } from "vitest";
import { shareImagePath } from "./share-image";

describe("shareImagePath", () => {
  it("names the PNG the build renders for a site SVG", () => {
    expect(shareImagePath("/images/products/jalkavach-pu-1600.svg")).toBe(
      "/images/share/products/jalkavach-pu-1600.png",
    );
    expect(shareImagePath("/images/og/default.SVG")).toBe("/images/share/og/default.png");
  });

  it("passes photos and other hosts' images through", () => {
    expect(shareImagePath("/images/products/site.jpg")).toBe("/images/products/site.jpg");
    const stored = "https://project.supabase.co/storage/v1/object/public/media/roof.svg";
    expect(shareImagePath(stored)).toBe(stored);
    expect(shareImagePath("/favicon.svg")).toBe("/favicon.svg");
  });
});
