import { describe, expect, it } from "vitest";
import { anonClient, api } from "./support";

describe("Accept-Profile and Content-Profile", () => {
  it("reads the schema named by Accept-Profile", async () => {
    const { data, error } = await anonClient("test_api")
      .from("tags")
      .select("name")
      .order("id")
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: "news" }]);
  });

  it("uses the first exposed schema by default", async () => {
    const res = await api("/rest/v1/tags");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string; message: string }).message).toBe(
      "Could not find the table 'public.tags' in the schema cache",
    );
  });

  it("writes to the schema named by Content-Profile", async () => {
    const { error, status } = await anonClient("test_api")
      .from("mutate_things")
      .insert({ id: 900000 + Math.floor(Math.random() * 90000), grp: "profile", name: "p" });
    expect(error).toBeNull();
    expect(status).toBe(201);
  });

  it("refuses schemas that are not exposed with 406 PGRST106", async () => {
    for (const schema of ["auth", "storage", "pg_catalog", "nope"]) {
      const { error, status } = await anonClient(schema).from("users").select();
      expect(status).toBe(406);
      expect(error?.code).toBe("PGRST106");
    }
    const res = await api("/rest/v1/users", {
      method: "POST",
      headers: { "content-profile": "auth", "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(406);
  });
});
