import { queryOptions } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import {
  fixedPublicPaths,
  publicPages,
  publicRoutes,
  routeQueries,
  undecidedRoutes,
} from "./public-paths";
import type { PageData, RouteHandle } from "./route-data";
import { routes } from "./routes";

const option = (...queryKey: unknown[]) => queryOptions({ queryKey, queryFn: () => queryKey });
const handle = (h: RouteHandle) => h;
const page = (data: PageData) => () => Promise.resolve(data);

/** A small route table shaped like routes.tsx. */
function table(publicChildren: RouteObject[]): RouteObject[] {
  return [
    {
      handle: handle({ prefetch: () => [option("frame")] }),
      children: [
        {
          handle: handle({ publicArea: true, prefetch: ({ lang }) => [option("layout", lang)] }),
          children: publicChildren,
        },
        { path: "admin", children: [{ index: true }, { path: "users" }] },
      ],
    },
  ];
}

describe("the public routes (routes.tsx)", () => {
  it("are each prerendered or left out with a reason", () => {
    expect(undecidedRoutes(routes)).toEqual([]);
  });

  it("prerender the site's fixed pages, not the sign-in forms, the support desk or the back office", () => {
    const fixed = fixedPublicPaths(routes);
    expect(fixed).toEqual(
      expect.arrayContaining(["/", "/products", "/services", "/transport", "/contact", "/about"]),
    );
    for (const path of ["/login", "/admin-setup", "/reset-password", "/support/agent", "/admin"]) {
      expect(fixed).not.toContain(path);
    }
  });

  it("list each record page from the data: every prerendered route with params has paths()", async () => {
    const withParams = publicRoutes(routes).filter(
      (r) => r.handle?.prerender === true && r.path.includes(":"),
    );
    expect(withParams.map((r) => r.path)).toEqual(["/products/:slug", "/services/:slug"]);
    for (const route of withParams) {
      expect(typeof (await route.handle?.page?.())?.paths, route.path).toBe("function");
    }
  });

  it("a forgotten public route is caught, and so is an exclusion without a reason", () => {
    const fixture = table([
      { index: true, handle: handle({ prerender: true }) },
      { path: "new-page" },
      { path: "draft", handle: handle({ prerender: false, reason: " " }) },
      { path: "login", handle: handle({ prerender: false, reason: "a form" }) },
    ]);
    expect(undecidedRoutes(fixture)).toEqual(["/new-page", "/draft"]);
  });
});

describe("publicPages", () => {
  it("lists fixed pages and each record's page, a record shadowed by a fixed route left out", async () => {
    const fixture = table([
      { index: true, handle: handle({ prerender: true }) },
      { path: "services", handle: handle({ prerender: true }) },
      { path: "services/calculator", handle: handle({ prerender: true }) },
      {
        path: "services/:slug",
        handle: handle({
          prerender: true,
          page: page({
            paths: async () => [
              { params: { slug: "roofs" }, lastmod: "2026-01-02T00:00:00Z" },
              { params: { slug: "calculator" }, lastmod: "2026-03-01T00:00:00Z" },
              { params: { slug: "tanks" }, lastmod: "2026-02-01T00:00:00Z" },
            ],
          }),
        }),
      },
      { path: "login", handle: handle({ prerender: false, reason: "a form" }) },
      { path: "*", handle: handle({ prerender: "not-found" }) },
    ]);
    const pages = await publicPages(fixture);
    expect(pages.map((p) => p.path)).toEqual([
      "/services/roofs",
      "/services/tanks",
      "/",
      "/services",
      "/services/calculator",
    ]);
    expect(pages.find((p) => p.path === "/services/tanks")?.lastmod).toBe("2026-02-01T00:00:00Z");
    // The fixed pages change with the content: the newest record's date.
    expect(pages.find((p) => p.path === "/")?.lastmod).toBe("2026-02-01T00:00:00Z");
  });

  it("refuses a prerendered route with params whose page lists no paths", async () => {
    const fixture = table([{ path: "products/:slug", handle: handle({ prerender: true }) }]);
    await expect(publicPages(fixture)).rejects.toThrow("/products/:slug has params");
  });
});

describe("routeQueries", () => {
  it("collects the queries of every route matching the path: frame, layout and page", async () => {
    const fixture = table([
      {
        path: "products/:slug",
        handle: handle({
          prerender: true,
          page: page({
            prefetch: ({ params, search, lang }) => [
              option("product", params.slug, lang, search.get("tab")),
            ],
          }),
        }),
      },
    ]);
    const queries = await routeQueries(fixture, "/products/roof-coat?tab=specs", "hi");
    expect(queries.map((q) => ("queryKey" in q ? q.queryKey : null))).toEqual([
      ["frame"],
      ["layout", "hi"],
      ["product", "roof-coat", "hi", "specs"],
    ]);
  });
});
