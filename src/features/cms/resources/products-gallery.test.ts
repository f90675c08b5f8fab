import { describe, expect, it } from "vitest";
import { products } from "./products";

describe("products: the main image and the gallery", () => {
  const row = {
    id: "p1",
    image_url: "/images/a.png",
    gallery: [
      { url: "/images/a.png", alt: "Main" },
      { url: "/images/b.png", alt: "Second" },
    ],
  };

  it("edits the main image's entry through the image field, not twice in the gallery", () => {
    const form = products.toForm!(row);
    expect(form.image_alt).toBe("Main");
    expect(form.gallery).toEqual([{ url: "/images/b.png", alt: "Second" }]);
  });

  it("puts the main image first again on save, and a replaced one does not stay behind", () => {
    const form = products.toForm!(row);
    const saved = products.toRow!({ ...form, image_url: "/images/c.png", image_alt: "New" });
    expect(saved.gallery).toEqual([
      { url: "/images/c.png", alt: "New" },
      { url: "/images/b.png", alt: "Second" },
    ]);
  });
});
