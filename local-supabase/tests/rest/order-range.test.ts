import { describe, expect, it } from "vitest";
import { anonClient, api } from "./support";

const db = () => anonClient("test_api");

describe("order, limit, offset and Range", () => {
  it("orders by several columns with nulls placement", async () => {
    const { data, error } = await db()
      .from("posts")
      .select("id")
      .order("author_id", { ascending: false, nullsFirst: false })
      .order("id", { ascending: false });
    expect(error).toBeNull();
    expect(data?.map((r) => r.id)).toEqual([4, 3, 2, 1, 5]);
  });

  it("orders nulls first", async () => {
    const { data } = await db()
      .from("posts")
      .select("id")
      .order("rating", { nullsFirst: true })
      .order("id");
    expect(data?.map((r) => r.id)).toEqual([3, 5, 2, 1, 4]);
  });

  it("limit and range", async () => {
    const { data } = await db().from("users").select("id").order("id").limit(2);
    expect(data?.map((r) => r.id)).toEqual([1, 2]);
    const ranged = await db().from("users").select("id").order("id").range(1, 2);
    expect(ranged.data?.map((r) => r.id)).toEqual([2, 3]);
  });

  it("orders and limits embedded resources", async () => {
    const { data, error } = await db()
      .from("posts")
      .select("id,comments(id)")
      .eq("id", 1)
      .order("id", { referencedTable: "comments", ascending: false })
      .limit(2, { referencedTable: "comments" });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, comments: [{ id: 3 }, { id: 2 }] }]);
  });

  it("orders by a to-one embedded column", async () => {
    const res = await api(
      "/rest/v1/posts?select=id,author:users!author_id(name)&author_id=not.is.null&order=author(name).desc,id",
      { headers: { "accept-profile": "test_api" } },
    );
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { id: number }[];
    expect(rows.map((r) => r.id)).toEqual([4, 3, 1, 2]);
  });

  it("honours the Range header with 206 and Content-Range", async () => {
    const res = await api("/rest/v1/users?select=id&order=id", {
      headers: {
        "accept-profile": "test_api",
        range: "1-2",
        "range-unit": "items",
        prefer: "count=exact",
      },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("1-2/4");
    expect(await res.json()).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it("answers 416 PGRST103 for an inverted Range and an offset past the end", async () => {
    const res = await api("/rest/v1/users?select=id", {
      headers: { "accept-profile": "test_api", range: "3-1" },
    });
    expect(res.status).toBe(416);
    expect(((await res.json()) as { code: string }).code).toBe("PGRST103");
    const { error, status } = await db()
      .from("users")
      .select("id", { count: "exact" })
      .range(10, 12);
    expect(status).toBe(416);
    expect(error?.code).toBe("PGRST103");
  });
});
