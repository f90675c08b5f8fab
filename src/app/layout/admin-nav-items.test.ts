import { describe, expect, it } from "vitest";
import { ADMIN_NAV_GROUPS, ADMIN_NAV_ITEMS, adminCrumbs } from "./admin-nav-items";

describe("admin navigation", () => {
  it("lists all 18 pages (services/new through Services) in five groups", () => {
    expect(ADMIN_NAV_GROUPS.map((g) => g.id)).toEqual([
      "overview",
      "catalogue",
      "content",
      "people",
      "settings",
    ]);
    expect(ADMIN_NAV_ITEMS).toHaveLength(18);
    expect(new Set(ADMIN_NAV_ITEMS.map((i) => i.to)).size).toBe(18);
  });

  it("keeps the sidebar order: hand-written pages and content types by group, then order", () => {
    expect(ADMIN_NAV_GROUPS.map((g) => g.items.map((i) => i.to.replace("/admin", "")))).toEqual([
      ["", "/analytics"],
      ["/products", "/categories", "/brands"],
      ["/services", "/banners", "/videos", "/seo", "/social-media", "/transport", "/media"],
      ["/contact", "/users"],
      ["/settings", "/whatsapp", "/security", "/trash"],
    ]);
    expect(ADMIN_NAV_ITEMS.find((i) => i.to === "/admin/contact")?.badge).toBe("newMessages");
  });

  it("builds breadcrumbs from the path", () => {
    expect(adminCrumbs("/admin")).toEqual([{ labelKey: "admin.nav.dashboard" }]);
    expect(adminCrumbs("/admin/")).toEqual([{ labelKey: "admin.nav.dashboard" }]);
    expect(adminCrumbs("/admin/users")).toEqual([
      { labelKey: "admin.nav.dashboard", to: "/admin" },
      { labelKey: "admin.nav.users" },
    ]);
    expect(adminCrumbs("/admin/services/new")).toEqual([
      { labelKey: "admin.nav.dashboard", to: "/admin" },
      { labelKey: "admin.nav.services", to: "/admin/services" },
      { labelKey: "admin.nav.newService" },
    ]);
    expect(adminCrumbs("/admin/products/abc")[2]).toEqual({ labelKey: "admin.crumbs.details" });
    expect(adminCrumbs("/admin/nope")).toEqual([
      { labelKey: "admin.nav.dashboard", to: "/admin" },
      { labelKey: "admin.notFound.crumb" },
    ]);
  });
});
