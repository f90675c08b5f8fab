import { QueryClient, queryOptions } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  dependent,
  prefetchRouteQueries,
  undeclaredQueries,
  type RouteQueryOptions,
} from "./route-data";

const fetchDirect = (options: RouteQueryOptions) => (options.queryFn as () => Promise<unknown>)();

describe("prefetchRouteQueries", () => {
  it("fetches the declared queries into the cache, a dependent one with its parent's data", async () => {
    const client = new QueryClient();
    const product = queryOptions({
      queryKey: ["product", "x"],
      queryFn: async () => ({ categoryId: "c1" }),
    });
    const related = (categoryId: string) =>
      queryOptions({ queryKey: ["related", categoryId], queryFn: async () => ["y", "z"] });
    await prefetchRouteQueries(
      client,
      [dependent(product, (data) => [related(data.categoryId)])],
      fetchDirect,
    );
    expect(client.getQueryData(["product", "x"])).toEqual({ categoryId: "c1" });
    expect(client.getQueryData(["related", "c1"])).toEqual(["y", "z"]);
  });

  it("skips a disabled query, as useQuery would", async () => {
    const client = new QueryClient();
    const asked: unknown[] = [];
    await prefetchRouteQueries(
      client,
      [queryOptions({ queryKey: ["name", ""], queryFn: async () => "n", enabled: false })],
      (options) => (asked.push(options.queryKey), fetchDirect(options)),
    );
    expect(asked).toEqual([]);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});

describe("undeclaredQueries", () => {
  it("names each enabled query a render left waiting, not the fetched or disabled ones", async () => {
    const client = new QueryClient();
    const cache = client.getQueryCache();
    // What useQuery does on the server: the query is built in the cache, never fetched.
    cache.build(client, { queryKey: ["transport", "facets"], queryFn: async () => [] });
    const disabled = { queryKey: ["name", ""], queryFn: async () => "", enabled: false };
    cache.build(client, disabled);
    await client.prefetchQuery({ queryKey: ["seo", "en"], queryFn: async () => [] });
    expect(undeclaredQueries(client)).toEqual(['["transport","facets"]']);
  });
});
