import { describe, expect, it } from "vitest";
import { groupUsages, usageTarget } from "./usage-target";

describe("usageTarget", () => {
  it("links a record to its edit page", () => {
    expect(usageTarget({ table: "products", id: "p1" })).toEqual({
      labelKey: "admin.nav.products",
      to: "/admin/products/p1",
    });
    expect(usageTarget({ table: "social_links", id: "s1" }).to).toBe("/admin/social-media/s1");
    expect(usageTarget({ table: "transport_companies", id: "t" }).to).toBe("/admin/transport/t");
  });

  it("links a translation to its parent record", () => {
    expect(usageTarget({ table: "category_translations", id: "c1" })).toEqual({
      labelKey: "admin.nav.categories",
      to: "/admin/categories/c1",
    });
    expect(usageTarget({ table: "seo_setting_translations", id: "x" }).to).toBe("/admin/seo/x");
  });

  it("sends the one-row tables to their own page", () => {
    expect(usageTarget({ table: "site_settings", id: "1" }).to).toBe("/admin/settings");
    expect(usageTarget({ table: "whatsapp_setting_translations", id: "1" }).to).toBe(
      "/admin/whatsapp",
    );
  });

  it("names the trash without a link, and an unknown table as other", () => {
    expect(usageTarget({ table: "trash", id: "t1" })).toEqual({
      labelKey: "admin.media.trash",
      to: null,
    });
    expect(usageTarget({ table: "mystery", id: "m" })).toEqual({
      labelKey: "admin.media.otherTable",
      to: null,
    });
  });
});

describe("groupUsages", () => {
  it("lists a record once with its columns and translations", () => {
    const groups = groupUsages([
      { table: "products", id: "p1", label: "Primer", column: "image_url", language: null },
      { table: "products", id: "p1", label: "Primer", column: "gallery", language: null },
      {
        table: "product_translations",
        id: "p1",
        label: "प्राइमर",
        column: "description",
        language: "hi",
      },
      { table: "brands", id: "b1", label: "Acme", column: "logo_url", language: null },
    ]);
    expect(groups).toEqual([
      {
        key: "admin.nav.products|/admin/products/p1",
        labelKey: "admin.nav.products",
        to: "/admin/products/p1",
        label: "Primer",
        columns: ["image_url", "gallery", "description"],
        languages: ["hi"],
      },
      {
        key: "admin.nav.brands|/admin/brands/b1",
        labelKey: "admin.nav.brands",
        to: "/admin/brands/b1",
        label: "Acme",
        columns: ["logo_url"],
        languages: [],
      },
    ]);
  });
});
