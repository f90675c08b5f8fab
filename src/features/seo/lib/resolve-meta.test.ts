import { describe, expect, it } from "vitest";
import { absoluteUrl, resolveMeta } from "./resolve-meta";

const row = {
  route: "/products",
  title: "Products | Co",
  description: "All products",
  keywords: "a, b",
  og_image: "/images/og.svg",
};

describe("resolveMeta", () => {
  it("uses the route's row when the page has no values of its own", () => {
    expect(resolveMeta({ row, siteName: "Co" })).toEqual({
      title: "Products | Co",
      description: "All products",
      keywords: "a, b",
      image: "/images/og.svg",
    });
  });

  it("prefers a record's own title, description and image", () => {
    const meta = resolveMeta({
      row,
      siteName: "Co",
      title: "Roof Coat",
      description: "Elastic",
      image: "/p.svg",
    });
    expect(meta).toMatchObject({
      title: "Roof Coat | Co",
      description: "Elastic",
      image: "/p.svg",
    });
  });

  it("falls back to the site name without a row", () => {
    expect(resolveMeta({ row: null, siteName: "Co" })).toEqual({
      title: "Co",
      description: null,
      keywords: null,
      image: null,
    });
  });
});

describe("absoluteUrl", () => {
  it("joins root-relative paths to the origin and keeps absolute URLs", () => {
    expect(absoluteUrl("/a/b", "https://x.test")).toBe("https://x.test/a/b");
    expect(absoluteUrl("https://cdn.test/i.png", "https://x.test")).toBe("https://cdn.test/i.png");
  });
});
