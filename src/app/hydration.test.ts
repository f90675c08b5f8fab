// @vitest-environment jsdom
import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { preloadMatchedPages, readDehydratedState, serializeState } from "./hydration";
import { lazyPage } from "./lazy-page";

function pageDocument(html: string): Document {
  return new DOMParser().parseFromString(`<html><body>${html}</body></html>`, "text/html");
}

describe("hydrating a prerendered page", () => {
  const state = { mutations: [], queries: [] };

  it("reads the query cache only on the path it was rendered for", () => {
    const doc = pageDocument(
      `<script id="query-state" type="application/json" data-path="/hi/products">${serializeState(state)}</script>`,
    );
    expect(readDehydratedState(doc, "/hi/products")).toEqual(state);
    expect(readDehydratedState(doc, "/hi/products/")).toEqual(state);
    expect(readDehydratedState(doc, "/hi/products/x")).toBeNull();
    expect(readDehydratedState(pageDocument(""), "/")).toBeNull();
  });

  it("keeps </script> out of the serialized cache", () => {
    const text = serializeState({
      mutations: [],
      queries: [{ queryKey: ["</script>"] } as never],
    });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ mutations: [], queries: [{ queryKey: ["</script>"] }] });
  });

  it("loads the matched route's page chunk before hydrating", async () => {
    const load = vi.fn(async () => ({ Page: () => null }));
    const Page = lazyPage(load, "Page");
    const other = vi.fn(async () => ({ Page: () => null }));
    const Other = lazyPage(other, "Page");
    const routes = [
      { path: "products", element: createElement(Page) },
      { path: "about", element: createElement(Other) },
    ];
    await preloadMatchedPages(routes, "/products");
    expect(load).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });
});
