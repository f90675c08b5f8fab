import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { parseRequest, type RawRequest } from "./parse-request";

function raw(
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body: string | null = null,
): RawRequest {
  const u = new URL(url, "http://x");
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    method,
    path: u.pathname,
    query: u.searchParams,
    header: (n) => lower[n] ?? null,
    headersObject: lower,
    bodyText: body,
    schemas: ["public", "test_api"],
  };
}

function fails(r: RawRequest): ApiError {
  try {
    parseRequest(r);
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected an ApiError");
}

describe("parseRequest", () => {
  it("splits filters, embedded filters, order and ranges by path", () => {
    const req = parseRequest(
      raw(
        "GET",
        "/posts?select=id,comments(id)&id=gt.1&comments.id=eq.2&comments.order=id.desc&comments.limit=1&limit=5&offset=2&or=(id.eq.1,id.eq.2)",
      ),
    );
    expect(req.action).toBe("read");
    expect(req.schema).toBe("public");
    expect(req.filters.map((f) => f.path)).toEqual([[], ["comments"]]);
    expect(req.order[0]).toMatchObject({ path: ["comments"], terms: [{ direction: "desc" }] });
    expect(req.ranges).toEqual([
      { path: ["comments"], limit: 1 },
      { path: [], limit: 5, offset: 2 },
    ]);
    expect(req.logic[0]?.tree.op).toBe("or");
  });

  it("reads preferences, profiles, Accept and Range", () => {
    const req = parseRequest(
      raw("GET", "/posts", {
        prefer: "count=exact, return=minimal",
        "accept-profile": "test_api",
        accept: "application/vnd.pgrst.object+json;nulls=stripped",
        range: "0-9",
      }),
    );
    expect(req.preferences.count).toBe("exact");
    expect(req.appliedPreferences).toEqual(["count=exact"]);
    expect(req.schema).toBe("test_api");
    expect(req).toMatchObject({
      media: "object",
      stripNulls: true,
      rangeHeader: { offset: 0, limit: 10 },
    });
  });

  it("reads write requests: columns, on_conflict, upsert and body", () => {
    const req = parseRequest(
      raw(
        "POST",
        '/things?columns="a","b"&on_conflict=a',
        { prefer: "resolution=merge-duplicates,return=representation" },
        '[{"a":1}]',
      ),
    );
    expect(req).toMatchObject({
      action: "upsert",
      columns: ["a", "b"],
      onConflict: ["a"],
      body: [{ a: 1 }],
    });
    expect(req.appliedPreferences).toEqual([
      "return=representation",
      "resolution=merge-duplicates",
    ]);
  });

  it("keeps GET RPC parameters for the planner", () => {
    const req = parseRequest(raw("GET", "/rpc/fn?a=1&b=eq.2&limit=3"));
    expect(req.action).toBe("rpc");
    expect(req.rpcParams).toEqual([
      ["a", "1"],
      ["b", "eq.2"],
    ]);
  });

  it("answers bad input with PostgREST codes", () => {
    expect(fails(raw("GET", "/posts", { "accept-profile": "secret" }))).toMatchObject({
      status: 406,
      code: "PGRST106",
    });
    expect(fails(raw("GET", "/posts", { accept: "application/xml" }))).toMatchObject({
      status: 406,
      code: "PGRST107",
    });
    expect(fails(raw("GET", "/posts", { range: "5-1" }))).toMatchObject({
      status: 416,
      code: "PGRST103",
    });
    expect(fails(raw("GET", "/posts?limit=abc"))).toMatchObject({ status: 400, code: "PGRST100" });
    expect(fails(raw("GET", "/posts?limit=-1"))).toMatchObject({ status: 416, code: "PGRST103" });
    expect(fails(raw("POST", "/posts", {}, "{nope"))).toMatchObject({
      status: 400,
      code: "PGRST102",
    });
    expect(fails(raw("POST", "/posts", { "content-type": "text/xml" }, "<a/>"))).toMatchObject({
      status: 415,
    });
    expect(fails(raw("PUT", "/rpc/fn"))).toMatchObject({ status: 405, code: "PGRST101" });
    expect(fails(raw("TRACE", "/posts"))).toMatchObject({ status: 405, code: "PGRST117" });
    expect(fails(raw("GET", "/a/b/c"))).toMatchObject({ status: 404, code: "PGRST125" });
    expect(fails(raw("GET", "/posts", { prefer: "handling=strict, nope=1" }))).toMatchObject({
      code: "PGRST122",
    });
  });
});
