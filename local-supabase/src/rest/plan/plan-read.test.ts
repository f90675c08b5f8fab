import { describe, expect, it } from "vitest";
import { parseRequest } from "../api-request/parse-request";
import { ApiError } from "../errors";
import { findRelation } from "./lookup";
import { planRead } from "./plan-read";
import { testCatalog } from "./test-catalog";

const cache = testCatalog();

function plan(url: string) {
  const u = new URL(url, "http://x");
  const req = parseRequest({
    method: "GET",
    path: u.pathname,
    query: u.searchParams,
    header: () => null,
    headersObject: {},
    bodyText: null,
    schemas: ["api"],
  });
  return planRead(cache, findRelation(cache, "api", req.target), req);
}

function error(url: string): ApiError {
  try {
    plan(url);
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected an error");
}

describe("planRead", () => {
  it("resolves to-one, to-many, one-to-one and many-to-many embeds", () => {
    const p = plan(
      "/posts?select=id,author:users!posts_author_id_fkey(name),comments(id),tags(name)",
    );
    const embeds = p.fields.flatMap((f) => (f.kind === "embed" ? [f.embed] : []));
    expect(embeds.map((e) => [e.outName, e.toOne, e.join.kind])).toEqual([
      ["author", true, "direct"],
      ["comments", false, "direct"],
      ["tags", false, "junction"],
    ]);
    const profile = plan("/users?select=profiles(bio)").fields[0];
    expect(profile?.kind === "embed" && profile.embed.toOne).toBe(true);
  });

  it("accepts a column name as hint", () => {
    const p = plan("/posts?select=users!editor_id(name)");
    const f = p.fields[0];
    expect(f?.kind === "embed" && f.embed.join).toEqual({
      kind: "direct",
      pairs: [["id", "editor_id"]],
    });
  });

  it("answers ambiguous embeds with PGRST201 and unknown ones with PGRST200", () => {
    const ambiguous = error("/posts?select=users(name)");
    expect(ambiguous).toMatchObject({ status: 300, code: "PGRST201" });
    expect(ambiguous.details).toHaveLength(2);
    expect(String(ambiguous.hint)).toContain("'users!posts_author_id_fkey'");
    expect(error("/posts?select=nothing(id)")).toMatchObject({ status: 400, code: "PGRST200" });
  });

  it("rejects unknown tables, columns and embed paths", () => {
    expect(error("/postz")).toMatchObject({
      status: 404,
      code: "PGRST205",
      hint: "Perhaps you meant the table 'api.posts'",
    });
    expect(error("/posts?select=nope")).toMatchObject({ status: 400, code: "42703" });
    expect(error("/posts?nope=eq.1")).toMatchObject({ status: 400, code: "42703" });
    expect(error("/posts?select=id&comments.id=eq.1")).toMatchObject({
      status: 400,
      code: "PGRST108",
    });
    expect(error("/posts?select=id,comments(id)&order=comments(id)")).toMatchObject({
      code: "PGRST118",
    });
    expect(error("/posts?select=id,comments(id)&comments=eq.1")).toMatchObject({
      code: "PGRST120",
    });
  });

  it("turns !inner and embed=is.null into exists conditions", () => {
    const inner = plan("/posts?select=id,comments!inner(id)");
    expect(inner.where).toMatchObject([{ kind: "exists", negated: false }]);
    const anti = plan("/posts?select=id,comments()&comments=is.null");
    expect(anti.where).toMatchObject([{ kind: "exists", negated: true }]);
  });

  it("intersects limit/offset with the Range header", () => {
    const u = new URL("http://x/posts?limit=10&offset=5");
    const req = parseRequest({
      method: "GET",
      path: u.pathname,
      query: u.searchParams,
      header: (n) => (n === "range" ? "0-7" : null),
      headersObject: {},
      bodyText: null,
      schemas: ["api"],
    });
    const p = planRead(cache, findRelation(cache, "api", "posts"), req);
    expect([p.offset, p.limit]).toEqual([5, 3]);
  });
});
