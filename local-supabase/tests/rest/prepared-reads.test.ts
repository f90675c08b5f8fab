import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { anonClient, api, clientWithToken, serviceClient, signToken } from "./support";

// A read is prepared once per database session and run with a generic plan from then on
// (statement-batch.ts). These check what a cached plan must never change: who sees which rows,
// what a table looks like after DDL, and that one failed read does not spoil the next.

const ALICE = "11111111-1111-1111-1111-111111111111";
const BOB = "22222222-2222-2222-2222-222222222222";
const user = async (sub: string) =>
  clientWithToken(await signToken({ sub, role: "authenticated" }), "test_api");

describe("reads prepared once per session", () => {
  it("answer each role and each user by their own row-level security, however they interleave", async () => {
    const readers = [
      { client: anonClient("test_api"), sees: ["public thing"] },
      { client: await user(ALICE), sees: ["public thing", "alice secret"] },
      { client: await user(BOB), sees: ["public thing", "bob secret"] },
      { client: serviceClient("test_api"), sees: ["public thing", "alice secret", "bob secret"] },
    ];
    // More rounds than PostgreSQL's five custom plans, in an order that switches role each time.
    for (let round = 0; round < 7; round++) {
      for (const { client, sees } of round % 2 ? [...readers].reverse() : readers) {
        const { data, error } = await client.from("items").select("name").order("id");
        expect(error).toBeNull();
        expect(data?.map((r: { name: string }) => r.name)).toEqual(sees);
      }
    }
  });

  it("see a column added after the read was prepared, through the same request", async () => {
    const table = `prepared_probe_${randomBytes(4).toString("hex")}`;
    const db = new pg.Client({ connectionString: inject("dbUrl") });
    await db.connect();
    try {
      await db.query(`create table test_api.${table} (id integer primary key, label text)`);
      await db.query(`insert into test_api.${table} values (1, 'one')`);
      await db.query(`grant select on test_api.${table} to anon`);
      await db.query("notify pgrst, 'reload schema'");
      const read = () =>
        api(`/rest/v1/${table}?select=*`, { headers: { "accept-profile": "test_api" } });
      await expect.poll(async () => (await read()).status, { timeout: 5000 }).toBe(200);
      for (let i = 0; i < 6; i++)
        expect(await (await read()).json()).toEqual([{ id: 1, label: "one" }]);

      await db.query(`alter table test_api.${table} add column extra text default 'x'`);
      await db.query("notify pgrst, 'reload schema'");
      await expect
        .poll(async () => (await read()).json(), { timeout: 5000 })
        .toEqual([{ id: 1, label: "one", extra: "x" }]);
    } finally {
      await db.query(`drop table if exists test_api.${table}`);
      await db.end();
    }
  });

  it("see a write made over the database's own protocol at once", async () => {
    const name = `wire-${randomBytes(4).toString("hex")}`;
    const db = new pg.Client({ connectionString: inject("dbUrl") });
    await db.connect();
    try {
      await db.query("insert into test_api.counters (name, value) values ($1, 1)", [name]);
      const res = await api(`/rest/v1/counters?select=name,value&name=eq.${name}`, {
        key: inject("serviceRoleKey"),
        headers: { "accept-profile": "test_api" },
      });
      expect(await res.json()).toEqual([{ name, value: 1 }]);
    } finally {
      await db.query("delete from test_api.counters where name = $1", [name]);
      await db.end();
    }
  });

  it("answer the next read normally after one failed with a database error", async () => {
    const bad = await api("/rest/v1/users?select=id&id=eq.not-a-number", {
      headers: { "accept-profile": "test_api" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe("22P02");
    const good = await api("/rest/v1/users?select=id&id=eq.2", {
      headers: { "accept-profile": "test_api" },
    });
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual([{ id: 2 }]);
  });
});
