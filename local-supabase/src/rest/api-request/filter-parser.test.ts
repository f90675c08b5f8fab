import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { parseList, parseLogicTree, parseOpExpr } from "./filter-parser";

describe("parseOpExpr", () => {
  it("reads simple operators and negation", () => {
    expect(parseOpExpr("eq.5")).toEqual({ op: "eq", negated: false, value: "5" });
    expect(parseOpExpr("not.like.a.b*")).toEqual({ op: "like", negated: true, value: "a.b*" });
    expect(parseOpExpr("is.NULL")).toEqual({ op: "is", negated: false, value: "null" });
  });

  it("reads lists with quoted items", () => {
    expect(parseOpExpr('in.(1,"a,b",c)')).toEqual({
      op: "in",
      negated: false,
      values: ["1", "a,b", "c"],
    });
    expect(parseList("()", "x")).toEqual([]);
  });

  it("reads full-text search configs and quantifiers", () => {
    expect(parseOpExpr("wfts(english).cat dog")).toEqual({
      op: "wfts",
      negated: false,
      value: "cat dog",
      config: "english",
    });
    expect(parseOpExpr("like(any).{a*,b*}")).toEqual({
      op: "like",
      negated: false,
      value: "{a*,b*}",
      quantifier: "any",
    });
  });

  it.each(["foo.1", "eq", "is.maybe", "in.1,2", "in.(1,2", "eq(sum).x", "like(any).x"])(
    "rejects %s",
    (text) => {
      expect(() => parseOpExpr(text)).toThrow(ApiError);
    },
  );
});

describe("parseLogicTree", () => {
  it("nests and/or with negation and quoted values", () => {
    const tree = parseLogicTree("or", false, '(a.eq.1,not.and(b.gt.2,c.in.(3,4)),d.eq."x,y")');
    expect(tree.op).toBe("or");
    expect(tree.children).toHaveLength(3);
    const [first, second, third] = tree.children;
    expect(first).toMatchObject({
      kind: "filter",
      filter: { field: { name: "a" }, expr: { op: "eq", value: "1" } },
    });
    expect(second).toMatchObject({ kind: "logic", op: "and", negated: true });
    expect(third).toMatchObject({ kind: "filter", filter: { expr: { value: "x,y" } } });
  });

  it("reads JSON paths and negated operators inside trees", () => {
    const tree = parseLogicTree("and", true, "(data->>city.not.eq.London,tags.cs.{a,b})");
    expect(tree.negated).toBe(true);
    expect(tree.children[0]).toMatchObject({
      filter: {
        field: { name: "data", jsonPath: [{ op: "->>", key: "city" }] },
        expr: { negated: true },
      },
    });
    expect(tree.children[1]).toMatchObject({ filter: { expr: { op: "cs", value: "{a,b}" } } });
  });

  it.each(["a.eq.1", "(a.eq.1", "(a.eq.1))", "()", "(a.zz.1)", `${"(and".repeat(30)}`])(
    "rejects %s",
    (text) => {
      expect(() => parseLogicTree("or", false, text)).toThrow(ApiError);
    },
  );
});
