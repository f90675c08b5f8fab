import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restActor, type Actor } from "./support/actors";
import { connect, createUser, uniq } from "./support/db";

// reorder_content(): sort_order for many records in one transaction, admins only, through the
// real supabase-js client against the local REST API.
let c: pg.Client;
let admin: Actor;

beforeAll(async () => {
  c = await connect();
  admin = await restActor("admin", await createUser(c, "admin"));
});
afterAll(async () => {
  await c?.end();
});

/** Three fresh brands with sort_order 0, 1, 2 (inserted directly, not through the API). */
async function threeBrands(): Promise<string[]> {
  const ids: string[] = [];
  for (const n of [0, 1, 2]) {
    const slug = uniq("reorder");
    const r = await c.query<{ id: string }>(
      "insert into public.brands (slug, name, sort_order) values ($1, $2, $3) returning id",
      [slug, `Reorder ${slug}`, n],
    );
    ids.push(r.rows[0]!.id);
  }
  return ids;
}

async function orders(ids: string[]): Promise<number[]> {
  const r = await c.query<{ id: string; sort_order: number }>(
    "select id, sort_order from public.brands where id = any($1::uuid[])",
    [ids],
  );
  const byId = new Map(r.rows.map((row) => [row.id, row.sort_order]));
  return ids.map((id) => byId.get(id)!);
}

const call = (actor: Actor, table: string, ids: string[], sortOrders: number[]) =>
  actor.rpc("reorder_content", {
    table_param: table,
    ids_param: ids,
    sort_orders_param: sortOrders,
  });

describe("reorder_content", () => {
  it("lets an admin set several sort orders at once and records each change in the audit trail", async () => {
    const ids = await threeBrands();
    const res = await call(admin, "brands", [ids[2]!, ids[0]!], [0, 2]);
    expect(res.error).toBeNull();
    expect(res.data).toBe(2);
    expect(await orders(ids)).toEqual([2, 1, 0]);
    const audit = await c.query<{ n: string }>(
      "select count(*)::text as n from public.content_audit where table_name = 'brands' and record_id = any($1) and action = 'update'",
      [[ids[0], ids[2]]],
    );
    expect(audit.rows[0]!.n).toBe("2");
  });

  it.each(["anon", "user", "support"] as const)("refuses %s and changes nothing", async (role) => {
    const ids = await threeBrands();
    const actor = await restActor(role, role === "anon" ? null : await createUser(c, role));
    const res = await call(actor, "brands", [ids[0]!, ids[2]!], [2, 0]);
    expect(res.error).not.toBeNull();
    // anon has no EXECUTE at all; signed-in non-admins are refused by the function itself.
    expect(res.error!.code).toBe("42501");
    expect(await orders(ids)).toEqual([0, 1, 2]);
  });

  it.each(["user_roles", "content_audit", "brands; drop table public.brands", "Brands", ""])(
    "refuses a table outside the list (%j)",
    async (table) => {
      const ids = await threeBrands();
      const res = await call(admin, table, [ids[0]!], [9]);
      expect(res.error?.code).toBe("22023");
      expect(await orders(ids)).toEqual([0, 1, 2]);
    },
  );

  it("rolls everything back when one id is missing", async () => {
    const ids = await threeBrands();
    const res = await call(admin, "brands", [ids[0]!, randomUUID(), ids[2]!], [2, 5, 0]);
    expect(res.error?.code).toBe("P0002");
    expect(await orders(ids)).toEqual([0, 1, 2]);
  });

  it("rolls everything back when an id belongs to another table", async () => {
    const ids = await threeBrands();
    const cat = await c.query<{ id: string }>("select id from public.categories limit 1");
    const res = await call(admin, "brands", [ids[0]!, cat.rows[0]!.id], [7, 8]);
    expect(res.error?.code).toBe("P0002");
    expect(await orders(ids)).toEqual([0, 1, 2]);
  });

  it("refuses mismatched, repeated or null inputs", async () => {
    const ids = await threeBrands();
    expect((await call(admin, "brands", [ids[0]!, ids[1]!], [1])).error?.code).toBe("22023");
    expect((await call(admin, "brands", [ids[0]!, ids[0]!], [1, 2])).error?.code).toBe("22023");
    const withNull = await admin.rpc("reorder_content", {
      table_param: "brands",
      ids_param: [ids[0]!],
      sort_orders_param: [null],
    });
    expect(withNull.error?.code).toBe("22023");
    expect(await orders(ids)).toEqual([0, 1, 2]);
  });

  it("accepts an empty list as a no-op", async () => {
    const res = await call(admin, "brands", [], []);
    expect(res.error).toBeNull();
    expect(res.data).toBe(0);
  });
});
