import { describe, expect, it } from "vitest";
import { anonClient, api } from "./support";

const db = () => anonClient("test_api");

describe("Prefer: count", () => {
  it.each(["exact", "planned", "estimated"] as const)("count=%s gives a total", async (count) => {
    const { data, count: total, error } = await db().from("posts").select("id", { count }).limit(2);
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    // The fixtures analyze posts, so the planner's estimate is exact too.
    expect(total).toBe(5);
  });

  it("count=planned reports the planner's estimate, not a count", async () => {
    const res = await api("/rest/v1/posts?select=id&id=lt.3", {
      headers: { "accept-profile": "test_api", prefer: "count=planned" },
    });
    expect(res.status).toBeLessThan(300);
    const total = Number(res.headers.get("content-range")?.split("/")[1]);
    expect(Number.isInteger(total)).toBe(true);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(res.headers.get("preference-applied")).toBe("count=planned");
  });

  it("counts with filters and reports Content-Range", async () => {
    const res = await api("/rest/v1/posts?select=id&published=eq.true&limit=2&order=id", {
      headers: { "accept-profile": "test_api", prefer: "count=exact" },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("0-1/4");
    expect(res.headers.get("preference-applied")).toBe("count=exact");
  });

  it("reports */0 for an empty result and no total without a count", async () => {
    const empty = await api("/rest/v1/posts?id=eq.999", {
      headers: { "accept-profile": "test_api", prefer: "count=exact" },
    });
    expect(empty.headers.get("content-range")).toBe("*/0");
    const plain = await api("/rest/v1/posts?select=id&limit=1", {
      headers: { "accept-profile": "test_api" },
    });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-range")).toBe("0-0/*");
  });

  it("counts rows with an !inner embed filter", async () => {
    const { count, data } = await db()
      .from("posts")
      .select("id,comments!inner(id)", { count: "exact" })
      .eq("comments.user_id", 2);
    expect(data?.map((r) => r.id)).toEqual([1, 4]);
    expect(count).toBe(2);
  });
});
