import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { parseSelect } from "./select-parser";

describe("parseSelect", () => {
  it("reads columns, aliases, casts and JSON paths", () => {
    expect(parseSelect("id,label:name,age:data->age::int,data->>city")).toEqual([
      { kind: "field", field: { name: "id", jsonPath: [] } },
      { kind: "field", field: { name: "name", jsonPath: [] }, alias: "label" },
      {
        kind: "field",
        field: { name: "data", jsonPath: [{ op: "->", key: "age" }] },
        alias: "age",
        cast: "int",
      },
      { kind: "field", field: { name: "data", jsonPath: [{ op: "->>", key: "city" }] } },
    ]);
  });

  it("reads embeds with aliases, hints, inner joins, spreads and nesting", () => {
    const [embed, spread] = parseSelect(
      "author:users!posts_author_id_fkey!inner(name,comments(*)),...editor:users!editor_id(name)",
    );
    expect(embed).toMatchObject({
      kind: "embed",
      name: "users",
      alias: "author",
      hint: "posts_author_id_fkey",
      joinType: "inner",
      spread: false,
    });
    expect(embed?.kind === "embed" && embed.select[1]).toMatchObject({
      kind: "embed",
      name: "comments",
    });
    expect(spread).toMatchObject({ kind: "embed", spread: true, hint: "editor_id" });
  });

  it("treats an empty select as all columns and keeps empty embeds", () => {
    expect(parseSelect("")).toEqual([{ kind: "star" }]);
    expect(parseSelect("*,comments()")).toEqual([
      { kind: "star" },
      {
        kind: "embed",
        name: "comments",
        alias: undefined,
        hint: undefined,
        joinType: undefined,
        spread: false,
        select: [],
      },
    ]);
  });

  it("reads quoted names", () => {
    expect(parseSelect('"weird,name"')).toEqual([
      { kind: "field", field: { name: "weird,name", jsonPath: [] } },
    ]);
  });

  it.each([
    "id,",
    "id)",
    "a(b",
    "x::int;drop",
    "((",
    "a!(b)",
    `${"a(".repeat(40)}b${")".repeat(40)}`,
  ])("rejects %s with PGRST100", (text) => {
    try {
      parseSelect(text);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).code).toBe("PGRST100");
      expect((err as ApiError).status).toBe(400);
    }
  });
});
