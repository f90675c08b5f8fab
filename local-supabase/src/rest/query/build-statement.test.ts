import { describe, expect, it } from "vitest";
import { parseRequest } from "../api-request/parse-request";
import { findRelation } from "../plan/lookup";
import { planMutation, planReturning } from "../plan/plan-mutate";
import { planRead } from "../plan/plan-read";
import { testCatalog } from "../plan/test-catalog";
import { buildMutation, buildRead } from "./build-statement";

const cache = testCatalog();

function request(method: string, url: string, body: string | null = null, prefer = "") {
  const u = new URL(url, "http://x");
  return parseRequest({
    method,
    path: u.pathname,
    query: u.searchParams,
    header: (n) => (n === "prefer" ? prefer : null),
    headersObject: {},
    bodyText: body,
    schemas: ["api"],
  });
}

const options = { count: true, stripNulls: false, body: true };

describe("buildRead", () => {
  it("binds every value and quotes every identifier", () => {
    const hostile = "x'); drop table users; --";
    const req = request(
      "GET",
      `/posts?select=id,data:title&title=eq.${encodeURIComponent(hostile)}&tags=cs.{a}&id=in.(1,2)&or=(title.like.*a*,search.fts(english).cat)&limit=5&offset=1`,
    );
    const q = buildRead(planRead(cache, findRelation(cache, "api", "posts"), req), options);
    expect(q.text).not.toContain(hostile);
    expect(q.text).not.toContain("drop table");
    expect(q.values).toContain(hostile);
    expect(q.values).toContain("{a}");
    expect(q.values).toContain('{"1","2"}');
    expect(q.values).toContain("%a%");
    expect(q.values).toContain("english");
    expect(q.text).toContain('"t0"."title" = $');
    expect(q.text).toContain('"t0"."tags" @> $');
    expect(q.text).toContain("to_tsquery(");
    expect(q.text).toMatch(/limit \$\d+::bigint offset \$\d+::bigint/);
    expect(q.text).toContain('pg_catalog.count(*) from "api"."posts"');
  });

  it("binds JSON path keys and builds embeds as correlated JSON subqueries", () => {
    const req = request(
      "GET",
      "/users?select=city:data->>city,profiles(bio),posts!author_id(id)&data->>city=eq.Paris",
    );
    const q = buildRead(planRead(cache, findRelation(cache, "api", "users"), req), {
      ...options,
      count: false,
    });
    expect(q.values.filter((v) => v === "city")).toHaveLength(2);
    expect(q.text).toContain("row_to_json(");
    expect(q.text).toContain("json_agg(");
    expect(q.text).toContain("null::text as total_count");
  });
});

describe("buildMutation", () => {
  it("inserts through jsonb_populate_recordset with the body as one parameter", () => {
    const req = request(
      "POST",
      "/posts?select=id",
      '[{"id":1,"title":"a"},{"id":2,"title":"b"}]',
      "return=representation",
    );
    const rel = findRelation(cache, "api", "posts");
    const q = buildMutation(planMutation(cache, rel, req), planReturning(cache, rel, req), {
      ...options,
      location: false,
    });
    expect(q.text).toContain('insert into "api"."posts" as "t0" ("id", "title") select');
    expect(q.text).toContain("jsonb_populate_recordset");
    expect(JSON.parse(q.values[0] as string)).toEqual([
      { id: 1, title: "a" },
      { id: 2, title: "b" },
    ]);
  });

  it("uses DEFAULT for missing keys with missing=default and builds upserts", () => {
    const req = request(
      "POST",
      '/posts?columns="id","title"&on_conflict=id',
      '[{"id":1},{"id":2,"title":"b"}]',
      "missing=default,resolution=merge-duplicates",
    );
    const rel = findRelation(cache, "api", "posts");
    const q = buildMutation(planMutation(cache, rel, req), null, { ...options, location: false });
    expect(q.text).toContain("default)");
    expect(q.text).toContain(
      'on conflict ("id") do update set "id" = excluded."id", "title" = excluded."title"',
    );
  });

  it("updates and deletes with filters as parameters", () => {
    const rel = findRelation(cache, "api", "posts");
    const upd = request("PATCH", "/posts?id=eq.3", '{"title":"t"}');
    const u = buildMutation(planMutation(cache, rel, upd), null, { ...options, location: false });
    expect(u.text).toContain('update "api"."posts" as "t0" set "title" = "_b"."title"');
    expect(u.values).toEqual(['{"title":"t"}', "3"]);
    const del = request("DELETE", "/posts?id=gte.10");
    const d = buildMutation(planMutation(cache, rel, del), null, { ...options, location: false });
    expect(d.text).toContain('delete from "api"."posts" as "t0" where "t0"."id" >= $1');
  });
});
