import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { anonClient, api, serviceClient } from "./support";

const db = () => anonClient("test_api");
const unique = () => `ins-${randomUUID()}`;

describe("insert", () => {
  it("inserts one row without returning it (201, empty body)", async () => {
    const name = unique();
    const { data, error, status } = await db().from("insert_things").insert({ name });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    const check = await serviceClient("test_api")
      .from("insert_things")
      .select("name,qty,note")
      .eq("name", name);
    expect(check.data).toEqual([{ name, qty: 7, note: "none" }]);
  });

  it("returns the representation with select, applying defaults for missing keys", async () => {
    const name = unique();
    const { data, error, status } = await db()
      .from("insert_things")
      .insert({ name, data: { a: [1, 2] }, tags: ["x", "y"] })
      .select("name,qty,note,data,tags");
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([{ name, qty: 7, note: "none", data: { a: [1, 2] }, tags: ["x", "y"] }]);
  });

  it("bulk-inserts an array with differing keys (columns=, missing=default)", async () => {
    const [a, b] = [unique(), unique()];
    const { data, error } = await db()
      .from("insert_things")
      .insert([{ name: a }, { name: b, qty: 3, note: null }], { defaultToNull: false })
      .select("name,qty,note");
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: a, qty: 7, note: "none" },
      { name: b, qty: 3, note: null },
    ]);
  });

  it("fills missing keys with null when defaultToNull (the default)", async () => {
    const [a, b] = [unique(), unique()];
    const { data, error } = await db()
      .from("insert_things")
      .insert([{ name: a, note: "n" }, { name: b }], { defaultToNull: true })
      .select("name,note");
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: a, note: "n" },
      { name: b, note: null },
    ]);
  });

  it("inserts a thousand rows in one request", async () => {
    const tag = unique();
    const rows = Array.from({ length: 1000 }, (_, i) => ({ name: `${tag}-${i}`, qty: i }));
    const { error, count } = await db().from("insert_things").insert(rows, { count: "exact" });
    expect(error).toBeNull();
    expect(count).toBe(1000);
  });

  it("bulk-inserts two thousand rows with missing keys taking defaults", async () => {
    const tag = unique();
    const rows = Array.from({ length: 2000 }, (_, i) =>
      i % 2 ? { name: `${tag}-${i}` } : { name: `${tag}-${i}`, qty: 1 },
    );
    const { error, count } = await db()
      .from("insert_things")
      .insert(rows, { count: "exact", defaultToNull: false });
    expect(error).toBeNull();
    expect(count).toBe(2000);
    const sevens = await serviceClient("test_api")
      .from("insert_things")
      .select("id", { count: "exact", head: true })
      .like("name", `${tag}-%`)
      .eq("qty", 7);
    expect(sevens.count).toBe(1000);
  });

  it("embeds a related resource in the returned row", async () => {
    const { data, error } = await db()
      .from("insert_things")
      .insert({ name: unique(), user_id: 2 })
      .select("user_id,users(name)")
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ user_id: 2, users: { name: "Brian" } });
  });

  it("answers return=headers-only with a Location", async () => {
    const res = await api("/rest/v1/insert_things", {
      method: "POST",
      headers: {
        "content-profile": "test_api",
        "content-type": "application/json",
        prefer: "return=headers-only",
      },
      body: JSON.stringify({ name: unique() }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("location")).toMatch(/^\/insert_things\?id=eq\.\d+$/);
    expect(res.headers.get("preference-applied")).toBe("return=headers-only");
  });

  it("inserts an urlencoded form", async () => {
    const name = unique();
    const res = await api("/rest/v1/insert_things", {
      method: "POST",
      headers: {
        "content-profile": "test_api",
        "content-type": "application/x-www-form-urlencoded",
        prefer: "return=representation",
      },
      body: new URLSearchParams({ name, qty: "4" }).toString(),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject([{ name, qty: 4 }]);
  });

  it("rolls back with Prefer: tx=rollback", async () => {
    const name = unique();
    const res = await api("/rest/v1/insert_things?select=name", {
      method: "POST",
      headers: {
        "content-profile": "test_api",
        "content-type": "application/json",
        prefer: "return=representation,tx=rollback",
      },
      body: JSON.stringify({ name }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ name }]);
    const check = await serviceClient("test_api")
      .from("insert_things")
      .select("id")
      .eq("name", name);
    expect(check.data).toEqual([]);
  });

  it("answers constraint errors with PostgREST statuses", async () => {
    const check = await db().from("insert_things").insert({ name: unique(), qty: -1 });
    expect([check.status, check.error?.code]).toEqual([400, "23514"]);
    const notNull = await db().from("insert_things").insert({ qty: 1 });
    expect([notNull.status, notNull.error?.code]).toEqual([400, "23502"]);
    const fk = await db().from("insert_things").insert({ name: unique(), user_id: 999 });
    expect([fk.status, fk.error?.code]).toEqual([409, "23503"]);
    const badType = await db().from("insert_things").insert({ name: unique(), qty: "many" });
    expect([badType.status, badType.error?.code]).toEqual([400, "22P02"]);
    const unknown = await db().from("insert_things").insert({ name: unique(), nope: 1 });
    expect([unknown.status, unknown.error?.code]).toEqual([400, "PGRST204"]);
  });
});
