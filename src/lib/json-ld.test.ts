import { describe, expect, it } from "vitest";
import {
  breadcrumbListLd,
  itemListLd,
  organizationLd,
  serializeJsonLd,
  videoObjectLd,
} from "./json-ld";

describe("serializeJsonLd", () => {
  it("writes no character that could end the script element, and parses back unchanged", () => {
    const hostile = "</script><script>alert(1)</script><!-- & \u2028\u2029 $` $' $&";
    const json = serializeJsonLd({ "@type": "Thing", name: hostile });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect((JSON.parse(json) as { name: string }).name).toBe(hostile);
  });
});

describe("structured data builders", () => {
  it("number breadcrumbs from 1 and leave the current page without a URL", () => {
    const ld = breadcrumbListLd([
      { name: "Home", url: "https://x.example/es" },
      { name: "Productos", url: "https://x.example/es/products" },
      { name: "Sellador" },
    ]);
    expect(ld).toMatchObject({ "@context": "https://schema.org", "@type": "BreadcrumbList" });
    expect(ld!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://x.example/es" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Productos",
        item: "https://x.example/es/products",
      },
      { "@type": "ListItem", position: 3, name: "Sellador" },
    ]);
    expect(breadcrumbListLd([])).toBeNull();
  });

  it("list pages with their positions and URLs", () => {
    const ld = itemListLd([{ name: "A", url: "https://x.example/products/a" }], "Products");
    expect(ld).toMatchObject({ "@type": "ItemList", name: "Products", numberOfItems: 1 });
    expect(ld!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, url: "https://x.example/products/a", name: "A" },
    ]);
    expect(itemListLd([])).toBeNull();
  });

  it("describe a video with its thumbnail, date and embed URL, the title standing in for a missing description", () => {
    const ld = videoObjectLd({
      name: "Terrace",
      description: " ",
      thumbnailUrl: "https://i.ytimg.com/vi/x/hqdefault.jpg",
      uploadDate: "2026-01-02T03:04:05+00:00",
      embedUrl: "https://www.youtube-nocookie.com/embed/x",
      inLanguage: "ja",
    });
    expect(ld).toMatchObject({
      "@type": "VideoObject",
      name: "Terrace",
      description: "Terrace",
      thumbnailUrl: ["https://i.ytimg.com/vi/x/hqdefault.jpg"],
      uploadDate: "2026-01-02T03:04:05+00:00",
    });
  });

  it("describe the company, leaving out blank parts and contact points without a channel", () => {
    const ld = organizationLd({
      name: "Jalraksha",
      url: "https://x.example/",
      logo: "https://x.example/logo.png",
      description: null,
      address: {
        streetAddress: "Plot 14",
        addressLocality: "Ahmedabad",
        addressRegion: "",
        postalCode: null,
        addressCountry: "India",
      },
      contactPoints: [
        { contactType: "sales", telephone: "+91 79 4890 2150", email: "sales@x.example" },
        { contactType: "customer support" },
      ],
      sameAs: ["https://facebook.com/x"],
      inLanguage: "hi",
    });
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Jalraksha",
      url: "https://x.example/",
      logo: "https://x.example/logo.png",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Plot 14",
        addressLocality: "Ahmedabad",
        addressCountry: "India",
      },
      contactPoint: [
        {
          "@type": "ContactPoint",
          contactType: "sales",
          telephone: "+91 79 4890 2150",
          email: "sales@x.example",
          availableLanguage: "hi",
        },
      ],
      sameAs: ["https://facebook.com/x"],
    });
  });
});
