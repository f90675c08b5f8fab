import { describe, expect, it } from "vitest";
import { anonClient, api } from "./support";

const db = () => anonClient("test_api");

describe("resource embedding", () => {
  it("embeds many-to-one as an object with a constraint-name hint and alias", async () => {
    const { data, error } = await db()
      .from("posts")
      .select("id,author:users!posts_author_id_fkey(name),editor:users!posts_editor_id_fkey(name)")
      .in("id", [1, 5])
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, author: { name: "Ada" }, editor: { name: "Brian" } },
      { id: 5, author: null, editor: null },
    ]);
  });

  it("accepts a column name as hint", async () => {
    const { data, error } = await db().from("posts").select("id,users!editor_id(name)").eq("id", 3);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 3, users: { name: "Ada" } }]);
  });

  it("embeds one-to-many as an array, nested two levels", async () => {
    const { data, error } = await db()
      .from("users")
      .select("name,posts!author_id(title,comments(body))")
      .eq("id", 1)
      .order("id", { referencedTable: "posts" })
      .order("id", { referencedTable: "posts.comments" });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: "Ada",
        posts: [
          {
            title: "Hello world",
            comments: [{ body: "Great post" }, { body: "Thanks" }, { body: "Anonymous remark" }],
          },
          { title: "Second thoughts", comments: [{ body: "Follow-up" }] },
        ],
      },
    ]);
  });

  it("embeds one-to-one as an object", async () => {
    const { data, error } = await db()
      .from("authors")
      .select("name,author_profiles(website)")
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: "Tolstoy", author_profiles: { website: "https://tolstoy.example" } },
      { name: "Austen", author_profiles: null },
    ]);
  });

  it("embeds many-to-many through a junction table", async () => {
    const { data, error } = await db()
      .from("posts")
      .select("id,tags(name)")
      .eq("id", 4)
      .order("name", { referencedTable: "tags" });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 4, tags: [{ name: "howto" }, { name: "product" }] }]);
  });

  it("filters embedded resources without filtering the parent", async () => {
    const { data, error } = await db()
      .from("posts")
      .select("id,comments(id)")
      .in("id", [1, 2])
      .eq("comments.user_id", 3)
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, comments: [{ id: 2 }] },
      { id: 2, comments: [] },
    ]);
  });

  it("filters the parent with !inner", async () => {
    const { data, error } = await db()
      .from("posts")
      .select("id,author:users!author_id!inner(name)")
      .eq("author.name", "Ada")
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, author: { name: "Ada" } },
      { id: 2, author: { name: "Ada" } },
    ]);
  });

  it("filters on the absence of children with embed=is.null", async () => {
    const res = await api("/rest/v1/posts?select=id,comments()&comments=is.null&order=id", {
      headers: { "accept-profile": "test_api" },
    });
    expect(await res.json()).toEqual([{ id: 3 }, { id: 5 }]);
  });

  it("embeds through a view using its base table's keys", async () => {
    const { data, error } = await db()
      .from("published_posts")
      .select("id,users!posts_author_id_fkey(name)")
      .eq("id", 4);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 4, users: { name: "Chen" } }]);
  });

  it("spreads a to-one embed into the parent", async () => {
    const { data, error } = await db()
      .from("posts")
      .select("id,...users!author_id(author_name:name)")
      .eq("id", 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, author_name: "Ada" }]);
  });

  it("answers ambiguous embeds with 300 PGRST201", async () => {
    const { error, status } = await db().from("posts").select("id,users(name)");
    expect(status).toBe(300);
    expect(error?.code).toBe("PGRST201");
    expect(error?.hint).toContain("'users!posts_author_id_fkey'");
    expect(error?.details).toHaveLength(2);
  });

  it("answers unknown relationships with 400 PGRST200", async () => {
    const { error, status } = await db().from("posts").select("id,tags_nope(name)");
    expect(status).toBe(400);
    expect(error?.code).toBe("PGRST200");
  });
});
