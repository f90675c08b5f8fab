import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatTypes } from "./format";
import { renderTypes } from "./render";
import { shopCatalog } from "./test-catalog";
import { typeCheck, VIRTUAL } from "./type-check";

const USAGE = `
import { createClient } from "@supabase/supabase-js";
import type { Database, Enums, Tables, TablesInsert } from "./types";

const db = createClient<Database>("http://127.0.0.1:54321", "anon");

export async function usage(): Promise<void> {
  const { data: one } = await db.from("products").select("id, name, status").eq("slug", "a").single();
  if (one) {
    const id: number = one.id;
    const status: "draft" | "active" | "archived" = one.status;
    void id, status;
  }
  await db.from("products").insert({ name: "x", tags: ["a"] });
  // @ts-expect-error generated columns are not insertable
  await db.from("products").insert({ name: "x", search: "y" });
  // @ts-expect-error name has no default
  await db.from("products").insert({ slug: "x" });
  // @ts-expect-error identity ALWAYS columns are not updatable
  await db.from("products").update({ id: 3 }).eq("id", 1);

  const { data: withBrand } = await db.from("products").select("id, brands(name)");
  const brandName: string | undefined = withBrand?.[0]?.brands?.name;
  const { data: brands } = await db.from("brands").select("name, products(id)");
  const ids: number[] | undefined = brands?.[0]?.products.map((p) => p.id);
  void brandName, ids;

  const { data: admin } = await db.rpc("is_admin");
  const isAdmin: boolean | null = admin;
  await db.rpc("log_event", { event_type: "x" });
  // @ts-expect-error event_type is text
  await db.rpc("log_event", { event_type: 1 });
  const { data: found } = await db.rpc("search_products", { q: "x" });
  const firstName: string | undefined = found?.[0]?.name;
  const { data: stats } = await db.rpc("brand_stats", { n: 3 });
  const total: number | undefined = stats?.[0]?.total;
  const { data: sum } = await db.rpc("add", { a: 1, b: 2 });
  const summed: number | null = sum;
  const { data: joined } = await db.rpc("add", { a: 1, c: "x" });
  const text: string | null = joined;
  void isAdmin, firstName, total, summed, text;

  const row: Tables<"products"> | null = one ? null : null;
  const insert: TablesInsert<"brands"> = { name: "b" };
  const state: Enums<"product_status"> = "draft";
  const counts: Tables<"product_counts">["n"] = null;
  void row, insert, state, counts;
  // @ts-expect-error unknown relation
  db.from("nope");
}
`;

describe("generated types with supabase-js", () => {
  it("type-check typed queries, inserts, embeds and rpc calls and reject wrong ones", async () => {
    const types = await formatTypes(renderTypes(shopCatalog()), path.join(VIRTUAL, "types.ts"));
    expect(typeCheck({ "types.ts": types, "usage.ts": USAGE })).toEqual([]);
  }, 120_000);

  it("report an error for a query the schema does not allow", async () => {
    const types = await formatTypes(renderTypes(shopCatalog()), path.join(VIRTUAL, "types.ts"));
    const bad = `import { createClient } from "@supabase/supabase-js";
import type { Database } from "./types";
export const q = createClient<Database>("u", "k").from("brands").insert({ name: 1 });`;
    const errors = typeCheck({ "types.ts": types, "usage.ts": bad });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/usage\.ts:Type 'number' is not assignable to type 'string'/);
  }, 120_000);
});
