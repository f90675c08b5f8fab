import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { anonClient, api } from "./support";

const db = () => anonClient("test_api");
let next = 5000 + Math.floor(Math.random() * 1000) * 10;

async function seed(n: number): Promise<{ grp: string; ids: number[] }> {
  const grp = randomUUID();
  const ids = Array.from({ length: n }, () => next++);
  const { error } = await db()
    .from("mutate_things")
    .insert(ids.map((id, i) => ({ id, grp, name: `n${i}`, qty: i })));
  expect(error).toBeNull();
  return { grp, ids };
}

describe("update", () => {
  it("updates the filtered rows and returns them", async () => {
    const { grp } = await seed(3);
    const { data, error, status } = await db()
      .from("mutate_things")
      .update({ name: "changed" })
      .eq("grp", grp)
      .gte("qty", 1)
      .select("qty,name")
      .order("qty");
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { qty: 1, name: "changed" },
      { qty: 2, name: "changed" },
    ]);
  });

  it("answers 204 without a representation and counts with count=exact", async () => {
    const { grp } = await seed(2);
    const { error, status, count } = await db()
      .from("mutate_things")
      .update({ qty: 42 }, { count: "exact" })
      .eq("grp", grp);
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(count).toBe(2);
  });

  it("rolls back an update that .single() refuses", async () => {
    const { grp } = await seed(2);
    const { error, status } = await db()
      .from("mutate_things")
      .update({ name: "x" })
      .eq("grp", grp)
      .select()
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe("PGRST116");
    const check = await db().from("mutate_things").select("name").eq("grp", grp).order("id");
    expect(check.data).toEqual([{ name: "n0" }, { name: "n1" }]);
  });

  it("rejects unknown columns with PGRST204", async () => {
    const { error, status } = await db().from("mutate_things").update({ nope: 1 }).eq("id", -1);
    expect(status).toBe(400);
    expect(error?.code).toBe("PGRST204");
  });
});

describe("delete", () => {
  it("deletes the filtered rows and returns them", async () => {
    const { grp, ids } = await seed(3);
    const { data, error } = await db()
      .from("mutate_things")
      .delete()
      .eq("grp", grp)
      .in("id", ids.slice(0, 2))
      .select("id")
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual(ids.slice(0, 2).map((id) => ({ id })));
    const left = await db().from("mutate_things").select("id").eq("grp", grp);
    expect(left.data).toEqual([{ id: ids[2] }]);
  });

  it("answers 204 and Content-Range with count=exact", async () => {
    const { grp } = await seed(2);
    const res = await api(`/rest/v1/mutate_things?grp=eq.${grp}`, {
      method: "DELETE",
      headers: { "content-profile": "test_api", prefer: "count=exact" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("content-range")).toBe("0-1/2");
  });
});
