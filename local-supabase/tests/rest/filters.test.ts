import { describe, expect, it } from "vitest";
import { anonClient } from "./support";

const posts = () => anonClient("test_api").from("posts").select("id").order("id");
const ids = (data: { id: number }[] | null) => data?.map((r) => r.id);

describe("filters", () => {
  it.each([
    ["eq", posts().eq("author_id", 1), [1, 2]],
    ["neq", posts().neq("author_id", 1), [3, 4]],
    ["gt", posts().gt("rating", 3), [1, 4]],
    ["gte", posts().gte("rating", 3), [1, 2, 4]],
    ["lt", posts().lt("rating", 3), [5]],
    ["lte", posts().lte("rating", 3), [2, 5]],
    ["like", posts().like("title", "%o%"), [1, 2, 3, 4]],
    ["ilike", posts().ilike("title", "hello*"), [1]],
    ["match", posts().match({ author_id: 2, published: false }), [3]],
    ["regex match", posts().filter("title", "match", "^[HR]"), [1, 4]],
    ["imatch", posts().filter("title", "imatch", "^d"), [3]],
    ["in", posts().in("id", [2, 4, 9]), [2, 4]],
    ["in with quoted strings", posts().in("title", ["Hello world", "Draft notes"]), [1, 3]],
    ["is null", posts().is("author_id", null), [5]],
    ["is true", posts().is("published", false), [3]],
    ["not is null", posts().not("body", "is", null), [1, 2, 4, 5]],
    ["cs array", posts().contains("labels", ["news"]), [1, 2, 4]],
    ["cd array", posts().containedBy("labels", ["news", "intro"]), [1, 2, 3]],
    ["ov array", posts().overlaps("labels", ["guides", "intro"]), [1, 4, 5]],
    ["cs jsonb", posts().contains("meta", { lang: "en" }), [1, 2]],
    ["ov range", posts().overlaps("period", "[3,6)"), [1, 2]],
    ["sr range", posts().rangeGt("period", "[1,9)"), [4]],
    ["fts", posts().textSearch("search", "waterproofing"), [1, 5]],
    ["fts with config", posts().textSearch("search", "coatings", { config: "english" }), [4]],
    ["plfts", posts().textSearch("search", "basement wall", { type: "plain" }), [5]],
    ["phfts", posts().textSearch("search", "concrete curing", { type: "phrase" }), [2]],
    ["wfts", posts().textSearch("search", "roofs -basement", { type: "websearch" }), [4]],
    ["fts on a text column", posts().textSearch("body", "membranes"), [2]],
    ["json path", posts().eq("meta->>lang", "fr"), [4]],
    ["json path number", posts().gt("meta->views", 5), [1, 4]],
    ["not", posts().not("id", "in", "(1,2,3)"), [4, 5]],
    ["like any", posts().likeAnyOf("title", ["Hello*", "Roof*"]), [1, 4]],
    ["isdistinct", posts().filter("author_id", "isdistinct", 1), [3, 4, 5]],
  ])("%s", async (_name, query, expected) => {
    const { data, error } = await query;
    expect(error).toBeNull();
    expect(ids(data)).toEqual(expected);
  });

  it("combines several filters with and", async () => {
    const { data, error } = await posts().eq("published", true).gt("rating", 2.5).lt("rating", 5);
    expect(error).toBeNull();
    expect(ids(data)).toEqual([1, 2]);
  });
});
