import { describe, expect, it } from "vitest";
import { normalizeGallery } from "./gallery";

const base = { name: "Flex 2K", image_url: "/images/a.svg", image_width: 800, image_height: 800 };

describe("normalizeGallery", () => {
  it("puts the main image first, then strings and objects from the gallery", () => {
    expect(
      normalizeGallery({
        ...base,
        gallery: [
          "https://cdn.example.com/b.jpg",
          { url: "/images/c.png", alt: "On site", width: 1200, height: 900 },
        ],
      }),
    ).toEqual([
      { url: "/images/a.svg", alt: "Flex 2K", width: 800, height: 800 },
      { url: "https://cdn.example.com/b.jpg", alt: "Flex 2K", width: null, height: null },
      { url: "/images/c.png", alt: "On site", width: 1200, height: 900 },
    ]);
  });

  it("drops duplicates, bad URLs, half sizes and non-arrays", () => {
    expect(
      normalizeGallery({
        ...base,
        gallery: [
          "/images/a.svg",
          "javascript:alert(1)",
          "//evil.example/x.png",
          42,
          null,
          { url: 5 },
          { url: "/x.png", width: 10 },
        ],
      }),
    ).toEqual([
      { url: "/images/a.svg", alt: "Flex 2K", width: 800, height: 800 },
      { url: "/x.png", alt: "Flex 2K", width: null, height: null },
    ]);
    expect(normalizeGallery({ ...base, image_url: null, gallery: { url: "/a.png" } })).toEqual([]);
  });

  it("uses the product name when an alt text is blank", () => {
    const [, second] = normalizeGallery({ ...base, gallery: [{ url: "/b.png", alt: "  " }] });
    expect(second?.alt).toBe("Flex 2K");
  });
});
