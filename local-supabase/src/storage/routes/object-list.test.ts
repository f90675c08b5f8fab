import { describe, expect, it } from "vitest";
import { StorageError } from "../errors";
import { parseListBody } from "./object-list";

describe("parseListBody", () => {
  it("defaults to limit 100, offset 0, name ascending, no prefix or search", () => {
    expect(parseListBody({})).toEqual({
      prefix: "",
      search: "",
      limit: 100,
      offset: 0,
      sortColumn: "name",
      sortOrder: "asc",
    });
  });

  it("takes the options supabase-js sends", () => {
    expect(
      parseListBody({
        prefix: "a/b/",
        search: "x",
        limit: 5,
        offset: 10,
        sortBy: { column: "created_at", order: "DESC" },
      }),
    ).toMatchObject({
      prefix: "a/b",
      search: "x",
      limit: 5,
      offset: 10,
      sortColumn: "created_at",
      sortOrder: "desc",
    });
  });

  it("refuses unknown sort columns, bad numbers and traversal prefixes", () => {
    for (const body of [
      { sortBy: { column: "name; drop table x" } },
      { sortBy: { order: "sideways" } },
      { limit: -1 },
      { offset: 1.5 },
      { limit: "10" },
      { prefix: "../x" },
      { search: 5 },
    ]) {
      expect(() => parseListBody(body)).toThrow(StorageError);
    }
  });
});
