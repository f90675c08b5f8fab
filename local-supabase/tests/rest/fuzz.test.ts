import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { api, serviceClient } from "./support";

/**
 * Property: whatever arrives at /rest/v1 — random and hostile query strings, headers and
 * bodies, with any of the three keys — the answer is never a 5xx and the guarded table
 * (readable by all, writable by service_role only) is unchanged afterwards.
 */

const tables = [
  "guarded",
  "users",
  "posts",
  "items",
  "nope",
  "rpc/add_numbers",
  "rpc/echo_json",
  "rpc/nope",
  "",
];
const columns = [
  "id",
  "secret",
  "name",
  "data",
  "tags",
  "title",
  "comments",
  "users",
  "x y",
  '"q"',
  "*",
];
const ops = [
  "eq",
  "neq",
  "gt",
  "lt",
  "like",
  "ilike",
  "in",
  "is",
  "cs",
  "cd",
  "ov",
  "fts",
  "wfts",
  "match",
  "zz",
  "not.eq",
  "not.in",
  "eq(any)",
  "fts(english)",
  "fts(nope)",
];
const nasty = [
  "",
  "'",
  '"',
  "\\",
  "%00",
  "%C3%28",
  "%FF%FE",
  "(",
  ")",
  "((((((((((",
  "{1,2",
  "[1,5)",
  "null",
  "1e99999",
  "99999999999999999999999",
  "-1",
  "; drop table test_api.guarded; --",
  "' or 1=1 --",
  "$1",
  "*",
  "a,b",
  "..",
  "->>",
  "::text",
  "\u0000",
  "💥",
];

const token = fc.oneof(
  fc.constantFrom(...nasty),
  fc.string({ maxLength: 12 }),
  fc.integer().map(String),
);
const value = fc.oneof(
  fc.tuple(fc.constantFrom(...ops), token).map(([op, v]) => `${op}.${v}`),
  fc.array(token, { maxLength: 4 }).map((vs) => `in.(${vs.join(",")})`),
  token,
);
const key = fc.oneof(
  fc.constantFrom(...columns),
  fc.constantFrom(
    "select",
    "order",
    "limit",
    "offset",
    "or",
    "and",
    "not.or",
    "columns",
    "on_conflict",
    "comments.id",
    "users.or",
  ),
  fc
    .tuple(fc.constantFrom(...columns), fc.constantFrom("->", "->>"), token)
    .map(([c, a, k]) => `${c}${a}${k}`),
  fc.string({ maxLength: 8 }),
);
const selectValue = fc.oneof(
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...columns),
        token,
        fc.constantFrom("users(*)", "comments!inner(id)", "a:b::int", "data->x", "...users(name)"),
      ),
      { maxLength: 5 },
    )
    .map((xs) => xs.join(",")),
  token,
);
const query = fc
  .array(fc.oneof(fc.tuple(key, value), fc.tuple(fc.constant("select"), selectValue)), {
    maxLength: 5,
  })
  .map((pairs) =>
    pairs
      .map(
        ([k, v]) => `${encodeURIComponent(k)}=${Math.random() < 0.3 ? v : encodeURIComponent(v)}`,
      )
      .join("&"),
  );
const headerValue = fc.oneof(
  token,
  fc.constantFrom(
    "application/json",
    "text/csv",
    "application/vnd.pgrst.object+json",
    "*/*",
    "count=exact",
    "return=representation",
    "resolution=merge-duplicates",
    "tx=rollback",
    "0-5",
    "9-1",
    "test_api",
    "auth",
    "public",
  ),
);
const headers = fc.dictionary(
  fc.constantFrom(
    "accept",
    "prefer",
    "range",
    "accept-profile",
    "content-profile",
    "content-type",
    "authorization",
    "x-anything",
  ),
  headerValue,
  { maxKeys: 4 },
);
const body = fc.oneof(
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.constantFrom(
    "",
    "{",
    "[]",
    "[{}]",
    '{"id":1,"secret":"pwned"}',
    '[{"id":1,"secret":"x"},{"id":2}]',
    "null",
    '"str"',
    "1e999",
  ),
  fc.string({ maxLength: 30 }),
);
const method = fc.constantFrom("GET", "HEAD", "POST", "PATCH", "DELETE", "PUT");

async function checksum(): Promise<string> {
  const { data, error } = await serviceClient("test_api")
    .from("guarded")
    .select("id,secret")
    .order("id");
  expect(error).toBeNull();
  return JSON.stringify(data);
}

function safeHeaders(h: Record<string, string>): Record<string, string> {
  // fetch itself refuses control characters and non-Latin-1 header values; they never reach a server.
  return Object.fromEntries(
    Object.entries(h).filter(([, v]) => /^[\u0020-\u007e\u00a0-\u00ff]*$/.test(v)),
  );
}

describe("fuzz: hostile requests", () => {
  it("never answer 5xx and never change the guarded table", { timeout: 90_000 }, async () => {
    const before = await checksum();
    expect(JSON.parse(before)).toHaveLength(20);
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        method,
        fc.constantFrom(...tables),
        query,
        headers,
        body,
        fc.constantFrom("anon", "service", "broken"),
        async (m, table, q, h, b, who) => {
          const init: RequestInit & { key?: string } = { method: m, headers: safeHeaders(h) };
          if (m !== "GET" && m !== "HEAD") init.body = b;
          if (who === "broken") init.key = "eyJhbGciOiJIUzI1NiJ9.e30.x";
          // The service key bypasses RLS and grants: it only reads, so fixture rows other test
          // files rely on stay intact (anon writes to these tables are refused by privileges).
          if (who === "service" && (m === "GET" || m === "HEAD"))
            init.key = inject("serviceRoleKey");
          const path = `/rest/v1/${table}${q ? `?${q}` : ""}`;
          const res = await api(path, init);
          await res.arrayBuffer();
          if (res.status >= 500)
            failures.push(`${m} ${path} ${JSON.stringify(h)} ${b.slice(0, 80)} -> ${res.status}`);
          return res.status < 500;
        },
      ),
      { numRuns: 2500, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100000) },
    );
    expect(failures).toEqual([]);
    expect(await checksum()).toBe(before);
  });
});
