import { describe, expect, it } from "vitest";
import { anonClient, api } from "./support";

const db = () => anonClient("test_api");
let next = 1000 + Math.floor(Math.random() * 1000) * 20;
const id = () => (next += 10);

describe("upsert", () => {
  it("merges duplicates on the primary key", async () => {
    const k = id();
    await db()
      .from("upsert_things")
      .insert({ id: k, code: `c${k}`, name: "first" });
    const { data, error, status } = await db()
      .from("upsert_things")
      .upsert([
        { id: k, code: `c${k}`, name: "second" },
        { id: k + 1, code: `c${k + 1}`, name: "new" },
      ])
      .select("id,name")
      .order("id");
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { id: k, name: "second" },
      { id: k + 1, name: "new" },
    ]);
  });

  it("merges on another unique column with on_conflict", async () => {
    const k = id();
    await db()
      .from("upsert_things")
      .insert({ id: k, code: `u${k}`, name: "a", qty: 5 });
    const { data, error } = await db()
      .from("upsert_things")
      .upsert({ id: k + 5, code: `u${k}`, name: "b" }, { onConflict: "code" })
      .select("id,name,qty");
    expect(error).toBeNull();
    expect(data).toEqual([{ id: k + 5, name: "b", qty: 5 }]);
  });

  it("ignores duplicates", async () => {
    const k = id();
    await db()
      .from("upsert_things")
      .insert({ id: k, code: `i${k}`, name: "keep" });
    const { data, error } = await db()
      .from("upsert_things")
      .upsert({ id: k, code: `i${k}`, name: "drop" }, { ignoreDuplicates: true })
      .select("id,name");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const check = await db().from("upsert_things").select("name").eq("id", k);
    expect(check.data).toEqual([{ name: "keep" }]);
  });

  it("echoes the applied preferences", async () => {
    const k = id();
    const res = await api("/rest/v1/upsert_things", {
      method: "POST",
      headers: {
        "content-profile": "test_api",
        "content-type": "application/json",
        prefer: "resolution=merge-duplicates,missing=default,return=minimal",
      },
      body: JSON.stringify([{ id: k, code: `p${k}`, name: "x" }]),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("preference-applied")).toBe(
      "return=minimal, resolution=merge-duplicates, missing=default",
    );
  });

  it("fails with 400 when on_conflict names no unique key, 409 on another unique clash", async () => {
    const k = id();
    const bad = await db()
      .from("upsert_things")
      .upsert({ id: k, code: `b${k}`, name: "x" }, { onConflict: "name" });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe("42P10");
    const clash = await db().from("upsert_things").upsert({ id: k, code: "A", name: "x" });
    expect(clash.status).toBe(409);
    expect(clash.error?.code).toBe("23505");
  });
});
