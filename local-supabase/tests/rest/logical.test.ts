import { describe, expect, it } from "vitest";
import { anonClient, api } from "./support";

const posts = () => anonClient("test_api").from("posts").select("id").order("id");
const ids = (data: { id: number }[] | null) => data?.map((r) => r.id);

describe("logical operators", () => {
  it("or", async () => {
    const { data, error } = await posts().or("rating.gte.5,author_id.is.null");
    expect(error).toBeNull();
    expect(ids(data)).toEqual([4, 5]);
  });

  it("nested and inside or", async () => {
    const { data, error } = await posts().or("id.eq.1,and(published.eq.false,author_id.eq.2)");
    expect(error).toBeNull();
    expect(ids(data)).toEqual([1, 3]);
  });

  it("not.or and not.and", async () => {
    const res = await api("/rest/v1/posts?select=id&order=id&not.or=(id.eq.1,id.eq.2)", {
      headers: { "accept-profile": "test_api" },
    });
    expect(res.status).toBe(200);
    expect(ids((await res.json()) as { id: number }[])).toEqual([3, 4, 5]);
    const res2 = await api(
      "/rest/v1/posts?select=id&order=id&not.and=(published.is.true,rating.gt.3)",
      {
        headers: { "accept-profile": "test_api" },
      },
    );
    expect(ids((await res2.json()) as { id: number }[])).toEqual([2, 3, 5]);
  });

  it("quoted values with commas and parentheses, and in lists inside or", async () => {
    const { data, error } = await posts().or('title.eq."Hello world",id.in.(4,5)');
    expect(error).toBeNull();
    expect(ids(data)).toEqual([1, 4, 5]);
  });

  it("or on an embedded resource", async () => {
    const { data, error } = await anonClient("test_api")
      .from("posts")
      .select("id,comments(id)")
      .eq("id", 1)
      .or("id.eq.1,id.eq.3", { referencedTable: "comments" });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, comments: [{ id: 1 }, { id: 3 }] }]);
  });

  it("rejects malformed trees with 400 PGRST100", async () => {
    const { error, status } = await posts().or("id.eq.1,(");
    expect(status).toBe(400);
    expect(error?.code).toBe("PGRST100");
  });
});
