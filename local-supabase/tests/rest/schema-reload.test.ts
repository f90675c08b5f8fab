import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { anonClient } from "./support";

/** DDL made behind the API's back (psql, migrations) becomes visible without a restart. */
describe("schema cache reload", () => {
  it("finds a table and a column created after the cache was loaded", async () => {
    const db = anonClient("test_api");
    expect((await db.from("users").select("id").limit(1)).error).toBeNull();

    const table = `reload_probe_${randomBytes(4).toString("hex")}`;
    const client = new pg.Client({ connectionString: inject("dbUrl") });
    await client.connect();
    try {
      await client.query(`create table test_api.${table} (id integer primary key, label text)`);
      await client.query(`insert into test_api.${table} values (1, 'one')`);
      await client.query(`grant select on test_api.${table} to anon`);
      await new Promise((r) => setTimeout(r, 300));
      const first = await db.from(table).select("id,label");
      expect(first.error).toBeNull();
      expect(first.data).toEqual([{ id: 1, label: "one" }]);

      await client.query(`alter table test_api.${table} add column extra text default 'x'`);
      await new Promise((r) => setTimeout(r, 300));
      const second = await db.from(table).select("id,extra");
      expect(second.error).toBeNull();
      expect(second.data).toEqual([{ id: 1, extra: "x" }]);
    } finally {
      await client.query(`drop table if exists test_api.${table}`);
      await client.end();
    }
  });
});
