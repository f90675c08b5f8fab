// @vitest-environment jsdom
import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import {
  freshForHydration,
  preloadMatchedPages,
  readDehydratedState,
  refetchWhenIdle,
  serializeState,
} from "./hydration";
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

  it("keeps the prerendered data fresh while hydrating, then refetches it once idle", async () => {
    vi.useFakeTimers();
    try {
      const state = {
        mutations: [],
        queries: [
          {
            queryKey: ["site"],
            queryHash: '["site"]',
            state: { data: "built", dataUpdatedAt: 1, isInvalidated: true, status: "success" },
          },
        ],
      } as never;
      const fresh = freshForHydration(state, 5_000);
      expect(fresh.queries[0]!.state).toMatchObject({ dataUpdatedAt: 5_000, isInvalidated: false });

      const client = new QueryClient();
      const observe = (key: string, queryFn: () => Promise<string>) => {
        client.setQueryData([key], "built");
        const observer = new QueryObserver(client, { queryKey: [key], queryFn, staleTime: 60_000 });
        return observer.subscribe(() => undefined);
      };
      const queryFn = vi.fn(async () => "today");
      const other = vi.fn(async () => "other");
      const unsubscribe = [observe("site", queryFn), observe("other", other)];

      const cancel = refetchWhenIdle(client, state);
      expect(queryFn).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(queryFn).toHaveBeenCalledOnce();
      expect(other).not.toHaveBeenCalled();
      expect(client.getQueryData(["site"])).toBe("today");
      cancel();
      unsubscribe.forEach((stop) => stop());
    } finally {
      vi.useRealTimers();
    }
  });

  it("refetches the prerendered queries one per task, and not at all once cancelled", async () => {
    vi.useFakeTimers();
    try {
      const queries = ["a", "b"].map((key) => ({
        queryKey: [key],
        queryHash: `["${key}"]`,
        state: { data: "built", dataUpdatedAt: 1, status: "success" },
      }));
      const state = { mutations: [], queries } as never;
      const client = new QueryClient();
      const fetches: string[] = [];
      const unsubscribe = ["a", "b"].map((key) => {
        client.setQueryData([key], "built");
        const observer = new QueryObserver(client, {
          queryKey: [key],
          queryFn: async () => {
            fetches.push(key);
            return "today";
          },
          staleTime: 60_000,
        });
        return observer.subscribe(() => undefined);
      });

      const cancel = refetchWhenIdle(client, state);
      vi.advanceTimersByTime(1_000);
      expect(fetches).toEqual(["a"]);
      await vi.waitFor(() => expect(fetches).toEqual(["a", "b"]));

      fetches.length = 0;
      refetchWhenIdle(client, state)();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(fetches).toEqual([]);
      cancel();
      unsubscribe.forEach((stop) => stop());
    } finally {
      vi.useRealTimers();
    }
  });
});
