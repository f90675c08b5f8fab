import { describe, expect, it } from "vitest";
import { anonClient } from "./support";

const db = () => anonClient("test_api");

describe("select", () => {
  it("reads all columns of a table", async () => {
    const { data, error, status } = await db().from("users").select().order("id");
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(4);
    expect(data?.[0]).toEqual({
      id: 1,
      name: "Ada",
      email: "ada@example.com",
      data: { age: 36, city: "London", langs: ["en", "fr"] },
      tags: ["admin", "writer"],
      created_at: "2024-01-01T00:00:00+00:00",
    });
  });

  it("selects columns with aliases and casts", async () => {
    const { data, error } = await db()
      .from("posts")
      .select("id,heading:title,rating::text")
      .eq("id", 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, heading: "Hello world", rating: "4.5" }]);
  });

  it("reads JSON paths with -> and ->>, with aliases and casts", async () => {
    const { data, error } = await db()
      .from("users")
      .select("id,data->age,city:data->>city,first_lang:data->langs->>0,years:data->>age::int")
      .eq("id", 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, age: 36, city: "London", first_lang: "en", years: 36 }]);
  });

  it("reads a view", async () => {
    const { data, error } = await db().from("published_posts").select("id,title").order("id");
    expect(error).toBeNull();
    expect(data?.map((r) => r.id)).toEqual([1, 2, 4, 5]);
  });

  it("answers HEAD with headers and no body", async () => {
    const { data, error, count, status } = await db()
      .from("users")
      .select("*", { head: true, count: "exact" });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(4);
  });

  it("strips nulls on request", async () => {
    const { data, error } = await db().from("users").select("id,email").eq("id", 3).stripNulls();
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 3 }]);
  });
});
