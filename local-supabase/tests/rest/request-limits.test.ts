import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sql } from "../auth/support";
import { api } from "../helpers";

const DEPTH_3 = "name,posts!author_id(title,comments(body,users(name)))";
const DEPTH_4 = "name,posts!author_id(title,comments(body,users(name,posts!author_id(title))))";

describe("embedding depth", () => {
  it("accepts embeds nested up to the configured depth (3)", async () => {
    const res = await api(`/rest/v1/users?select=${encodeURIComponent(DEPTH_3)}&id=eq.1`, {
      headers: { "accept-profile": "test_api" },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(1);
  });

  it("refuses deeper embeds with PostgREST's 400 parse error", async () => {
    const res = await api(`/rest/v1/users?select=${encodeURIComponent(DEPTH_4)}`, {
      headers: { "accept-profile": "test_api" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; details: string };
    expect(body.code).toBe("PGRST100");
    expect(body.details).toMatch(/embedding is limited to 3 levels/);
  });
});

describe("max_rows (config.toml api.max_rows = 1000)", () => {
  const tag = `maxrows-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    await sql(
      "insert into test_api.counters (name, value) select $1 || '-' || lpad(g::text, 5, '0'), g from generate_series(1, 1100) g",
      [tag],
    );
  });
  afterAll(async () => {
    await sql("delete from test_api.counters where name like $1", [`${tag}-%`]);
  });

  const read = (query: string, headers: Record<string, string> = {}) =>
    api(`/rest/v1/counters?select=name&name=like.${tag}-*&order=name${query}`, {
      key: inject("serviceRoleKey"),
      headers: { "accept-profile": "test_api", ...headers },
    });

  it("caps a read without a limit at max_rows, with the range saying so", async () => {
    const res = await read("", { prefer: "count=exact" });
    expect(((await res.json()) as unknown[]).length).toBe(1000);
    expect(res.headers.get("content-range")).toBe("0-999/1100");
  });

  it("caps a larger limit and keeps a smaller one", async () => {
    expect(((await (await read("&limit=5000")).json()) as unknown[]).length).toBe(1000);
    expect(((await (await read("&limit=7")).json()) as unknown[]).length).toBe(7);
    const tail = await read("&offset=1050");
    expect(((await tail.json()) as unknown[]).length).toBe(50);
  });
});
