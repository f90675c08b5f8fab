// @vitest-environment jsdom
import { readdirSync } from "node:fs";
import path from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { ADMIN_NAV_ITEMS, adminCrumbs } from "@/app/layout/admin-nav-items";
import { contentTypeRoutes } from "./components/content-type-routes";
import { ResourceFormPage } from "./components/resource-form-page";
import { ResourceListPage } from "./components/resource-list-page";
import type { ResourceDef } from "./define-resource";
import { CONTENT_TYPES, DECLARATION_MODULES } from "./registry";
import { CONTENT_TYPE_NAV } from "./content-types";

const NOT_FOUND = "not found";
const routes = contentTypeRoutes(NOT_FOUND);

/** The element /admin/<url> renders, with the declaration it was given. */
function leaf(url: string) {
  const matches = matchRoutes(routes, url);
  const element = matches?.at(-1)?.route.element;
  if (!element || typeof element !== "object" || !("type" in element)) return element;
  return { type: element.type, def: (element.props as { def: ResourceDef }).def };
}

describe("content type registry", () => {
  it("holds every declaration file in cms/resources/, each a default-exported declaration", () => {
    const dir = path.join(import.meta.dirname, "resources");
    const files = readdirSync(dir).filter((f) => !f.endsWith(".test.ts") && f !== "shared.ts");
    expect(
      Object.keys(DECLARATION_MODULES)
        .map((p) => path.basename(p))
        .sort(),
    ).toEqual(files.sort());
    for (const module of Object.values(DECLARATION_MODULES)) {
      expect(CONTENT_TYPES).toContain(module.default);
    }
    expect(CONTENT_TYPES.map((def) => def.path).sort()).toEqual([
      "banners",
      "brands",
      "categories",
      "products",
      "seo",
      "services",
      "settings",
      "social-media",
      "transport",
      "videos",
    ]);
    expect(new Set(CONTENT_TYPES.map((def) => def.key)).size).toBe(CONTENT_TYPES.length);
  });

  it("the sidebar's entries, read from the declarations' source at build time, match what they declare", () => {
    const declared = Object.fromEntries(
      CONTENT_TYPES.map((def) => [def.key, { path: def.path, nav: def.nav }]),
    );
    expect(declared).toEqual(CONTENT_TYPE_NAV);
  });

  const LISTED = CONTENT_TYPES.filter((def) => !def.singleton);
  const SINGLETONS = CONTENT_TYPES.filter((def) => def.singleton);

  it.each(LISTED.map((def) => [def.path, def] as const))(
    "/admin/%s: its list, /new and /:id come from its declaration",
    (p, def) => {
      expect(leaf(`/${p}`)).toEqual({ type: ResourceListPage, def });
      expect(leaf(`/${p}/new`)).toEqual({ type: ResourceFormPage, def });
      expect(leaf(`/${p}/7f3c0a52`)).toEqual({ type: ResourceFormPage, def });
      expect(leaf(`/${p}/7f3c0a52/extra`)).toBe(NOT_FOUND);
    },
  );

  it.each(SINGLETONS.map((def) => [def.path, def] as const))(
    "/admin/%s: a one-row table's form, with no list, /new or /:id",
    (p, def) => {
      expect(leaf(`/${p}`)).toEqual({ type: ResourceFormPage, def });
      expect(leaf(`/${p}/new`)).toBe(NOT_FOUND);
      expect(leaf(`/${p}/1`)).toBe(NOT_FOUND);
    },
  );

  it("declares the company settings as a one-row form", () => {
    expect(SINGLETONS.map((def) => def.table)).toEqual(["site_settings"]);
  });

  it("sends any other path under /admin to not found", () => {
    expect(leaf("/nope")).toBe(NOT_FOUND);
    expect(leaf("/product")).toBe(NOT_FOUND);
  });

  it.each(CONTENT_TYPES.map((def) => [def.path, def] as const))(
    "/admin/%s: its sidebar entry and breadcrumb come from its declaration",
    (p, def) => {
      expect(ADMIN_NAV_ITEMS).toContainEqual({
        to: `/admin/${p}`,
        labelKey: def.nav.labelKey,
        icon: def.nav.icon,
      });
      expect(adminCrumbs(`/admin/${p}/new`)[1]).toEqual({
        labelKey: def.nav.labelKey,
        to: `/admin/${p}`,
      });
    },
  );
});
