import { describe, expect, it } from "vitest";
import { anonClient, api } from "./support";

const get = (path: string, headers: Record<string, string> = {}) =>
  api(`/rest/v1${path}`, { headers: { "accept-profile": "test_api", ...headers } });

async function expectError(
  res: Response,
  status: number,
  code: string,
): Promise<Record<string, unknown>> {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body.code).toBe(code);
  expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
  return body;
}

describe("errors in PostgREST's shape", () => {
  it("unknown table: 404 PGRST205 with a suggestion", async () => {
    const body = await expectError(await get("/user"), 404, "PGRST205");
    expect(body.hint).toBe("Perhaps you meant the table 'test_api.users'");
  });

  it("unknown column in select or filter: 400 42703", async () => {
    await expectError(await get("/users?select=nope"), 400, "42703");
    await expectError(await get("/users?nope=eq.1"), 400, "42703");
  });

  it("unparseable parameters: 400 PGRST100", async () => {
    for (const q of [
      "?select=id,(",
      "?id=zz.1",
      "?order=id.sideways",
      "?id=in.(1",
      "?or=id.eq.1",
      "?limit=ten",
    ]) {
      await expectError(await get(`/users${q}`), 400, "PGRST100");
    }
  });

  it("invalid values: 400 22P02", async () => {
    await expectError(await get("/users?id=eq.abc"), 400, "22P02");
  });

  it("bad bodies: 400 PGRST102", async () => {
    const post = (body: string) =>
      api("/rest/v1/insert_things", {
        method: "POST",
        headers: { "content-profile": "test_api", "content-type": "application/json" },
        body,
      });
    await expectError(await post("{"), 400, "PGRST102");
    await expectError(await post(""), 400, "PGRST102");
    await expectError(await post('[{"name":"a"},{"qty":1}]'), 400, "PGRST102");
    await expectError(await post("[1,2]"), 400, "PGRST102");
  });

  it("unknown embeds on a path: 400 PGRST108", async () => {
    await expectError(await get("/posts?select=id&comments.id=eq.1"), 400, "PGRST108");
  });

  it("unsupported methods: 405", async () => {
    const res = await api("/rest/v1/users", { method: "TRACE" }).catch(() => null);
    if (res) expect(res.status).toBeGreaterThanOrEqual(400);
    const put = await api("/rest/v1/rpc/add_numbers", {
      method: "PUT",
      headers: { "content-profile": "test_api" },
    });
    await expectError(put, 405, "PGRST101");
  });

  it("surfaces errors through supabase-js", async () => {
    const { error, status } = await anonClient("test_api").from("users").select("nope");
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "42703", message: "column users.nope does not exist" });
  });

  it("answers invalid UTF-8 without failing (decoded as U+FFFD)", async () => {
    const res = await get("/users?name=eq.%C3%28");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it("hostile input answers 4xx, never 5xx", async () => {
    const hostile = [
      "/users?id=eq.99999999999999999999999999",
      "/users?id=gt.1e999",
      `/users?select=${"a(".repeat(50)}`,
      `/users?or=${"(or".repeat(60)}`,
      "/users?id=eq.%00",
      "/users?select=id::int;drop table users",
      "/users?select=id::text)from pg_authid--",
      "/users?order=id.asc.nullsfirst.nullslast.desc",
      "/users?limit=99999999999999999999",
      "/posts?period=ov.[bad",
      "/posts?search=fts(nope_config).x",
      "/posts?search=fts.%26%26%26",
      "/rpc/add_numbers?a=notanumber",
      "/rpc/add_numbers?a=1&a=2",
    ];
    for (const path of hostile) {
      const res = await get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
