import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { anonClient, api, serviceClient } from "./support";

const db = () => anonClient("test_api");

describe("rpc", () => {
  it("calls a scalar function with named arguments (POST) and returns a JSON scalar", async () => {
    const { data, error, status } = await db().rpc("add_numbers", { a: 2, b: 3 });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(5);
  });

  it("uses parameter defaults and calls stable functions with GET", async () => {
    const { data, error } = await db().rpc("add_numbers", { a: 1 }, { get: true });
    expect(error).toBeNull();
    expect(data).toBe(11);
  });

  it("passes arrays", async () => {
    expect((await db().rpc("sum_array", { vals: [1, 2, 3] })).data).toBe(6);
    expect((await db().rpc("sum_array", { vals: [4, 5] }, { get: true })).data).toBe(9);
  });

  it("passes a whole JSON body to a single unnamed json parameter", async () => {
    const { data, error } = await db().rpc("echo_json", { deep: { list: [1, "two"] } });
    expect(error).toBeNull();
    expect(data).toEqual({ deep: { list: [1, "two"] } });
  });

  it("applies select, filters, order and limit to set-returning functions", async () => {
    const { data, error } = await db()
      .rpc("posts_by_user", { uid: 1 })
      .select("id,title")
      .order("id", { ascending: false })
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, title: "Second thoughts" }]);
    const filtered = await db().rpc("user_summaries").gt("post_count", 1);
    expect(filtered.data).toEqual([{ user_id: 1, user_name: "Ada", post_count: 2 }]);
  });

  it("embeds from a function returning table rows", async () => {
    const { data, error } = await db().rpc("posts_by_user", { uid: 3 }).select("id,comments(body)");
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 4, comments: [{ body: "Useful" }] }]);
  });

  it("returns setof scalars as an array and a single composite as an object", async () => {
    expect((await db().rpc("tag_names")).data).toEqual(["howto", "news", "product"]);
    const { data } = await db().rpc("get_user", { uid: 4 });
    expect(data).toMatchObject({ id: 4, name: "Dana" });
  });

  it("answers void functions with 204", async () => {
    const { data, error, status } = await db().rpc("do_nothing");
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
  });

  it("runs volatile functions with POST and refuses them with GET (405)", async () => {
    const name = randomUUID();
    expect((await db().rpc("bump_counter", { counter_name: name })).data).toBe(1);
    expect((await db().rpc("bump_counter", { counter_name: name })).data).toBe(2);
    const { error, status } = await db().rpc("bump_counter", { counter_name: name }, { get: true });
    expect(status).toBe(405);
    expect(error?.code).toBe("25006");
    const check = await serviceClient("test_api")
      .from("counters")
      .select("value")
      .eq("name", name)
      .single();
    expect(check.data).toEqual({ value: 2 });
  });

  it("supports .single() on set-returning functions", async () => {
    const { data, error } = await db().rpc("posts_by_user", { uid: 2 }).select("id").single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 3 });
  });

  it("answers unknown functions or arguments with 404 PGRST202", async () => {
    const unknown = await db().rpc("nope_fn");
    expect([unknown.status, unknown.error?.code]).toEqual([404, "PGRST202"]);
    const badArgs = await db().rpc("add_numbers", { x: 1 });
    expect([badArgs.status, badArgs.error?.code]).toEqual([404, "PGRST202"]);
  });

  it("maps raised exceptions to 400 P0001 with the hint", async () => {
    const { error, status } = await db().rpc("fail_with", { msg: "nope" });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "P0001", message: "nope", hint: "raised on purpose" });
  });

  it("refuses other methods on functions with 405", async () => {
    const res = await api("/rest/v1/rpc/add_numbers", {
      method: "PATCH",
      headers: { "content-profile": "test_api" },
    });
    expect(res.status).toBe(405);
  });
});
