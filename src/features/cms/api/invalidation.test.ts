// @vitest-environment jsdom
import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { categoryKeys } from "@/entities/category";
import { productKeys } from "@/entities/product";
import { serviceKeys } from "@/entities/service";
import { cmsKeys, invalidateTable } from "./keys";
import { onResourceSaved } from "./resource-save-mutation";

const products = { key: "products", table: "products" };
const categories = { key: "categories", table: "categories" };
const listParams = { q: "", page: 1, size: 25, sort: "name", ascending: true, filters: {} };

const productViews: QueryKey[] = [
  productKeys.list({ q: "", category: null, brand: null, sort: "featured", page: 1 }, "en"),
  productKeys.featured(6, "hi"),
  productKeys.detail("seal-coat", "en"),
  productKeys.related("c1", "seal-coat", "en"),
  productKeys.calculator("en"),
  cmsKeys.list(products, listParams),
  cmsKeys.history("products", "p1"),
  cmsKeys.translations("product_translations", "p1"),
];
const otherViews: QueryKey[] = [serviceKeys.list("en"), categoryKeys.facets("en")];

let qc: QueryClient;
afterEach(() => qc.clear());

function seed(keys: QueryKey[]) {
  qc = new QueryClient();
  for (const key of keys) qc.setQueryData(key, "cached");
}

const invalidated = (key: QueryKey) => qc.getQueryState(key)?.isInvalidated;

describe("cms writes invalidate the entity's views", () => {
  it("a product save refreshes the public catalogue and the admin views, nothing else", () => {
    seed([...productViews, ...otherViews]);
    onResourceSaved(qc, products, { id: "p1", name: "Seal coat" });
    for (const key of productViews) expect(invalidated(key), JSON.stringify(key)).toBe(true);
    for (const key of otherViews) expect(invalidated(key), JSON.stringify(key)).toBe(false);
    expect(qc.getQueryData(cmsKeys.record(products, "p1"))).toEqual({
      id: "p1",
      name: "Seal coat",
    });
  });

  it("a category write also refreshes the product views that name it", async () => {
    seed([...productViews, ...otherViews]);
    await invalidateTable(qc, categories.table);
    expect(invalidated(categoryKeys.facets("en"))).toBe(true);
    for (const key of productViews) expect(invalidated(key), JSON.stringify(key)).toBe(true);
    expect(invalidated(serviceKeys.list("en"))).toBe(false);
  });
});
