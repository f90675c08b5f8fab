import { describe, expect, it } from "vitest";
import { anonClient, api, clientWithToken, serviceClient, signToken } from "./support";

const ALICE = "11111111-1111-1111-1111-111111111111";
const BOB = "22222222-2222-2222-2222-222222222222";
const user = async (sub: string) =>
  clientWithToken(await signToken({ sub, role: "authenticated" }), "test_api");
const names = (data: { name: string }[] | null) => data?.map((r) => r.name);

describe("roles and row-level security", () => {
  it("anon sees only public rows", async () => {
    const { data, error } = await anonClient("test_api").from("items").select("name").order("id");
    expect(error).toBeNull();
    expect(names(data)).toEqual(["public thing"]);
  });

  it("a user sees public rows and their own", async () => {
    const { data } = await (await user(ALICE)).from("items").select("name").order("id");
    expect(names(data)).toEqual(["public thing", "alice secret"]);
  });

  it("service_role bypasses RLS", async () => {
    const { data } = await serviceClient("test_api").from("items").select("name").order("id");
    expect(names(data)).toEqual(["public thing", "alice secret", "bob secret"]);
  });

  it("sets request.jwt.claims, the role and request.headers for SQL", async () => {
    const token = await signToken({ sub: BOB, role: "authenticated" });
    const res = await api("/rest/v1/rpc/whoami", {
      method: "POST",
      key: token,
      headers: {
        "content-profile": "test_api",
        "content-type": "application/json",
        "x-test-header": "hi",
      },
      body: "{}",
    });
    expect(await res.json()).toEqual({ role: "authenticated", sub: BOB, header: "hi" });
    const anon = await anonClient("test_api").rpc("whoami");
    expect(anon.data).toMatchObject({ role: "anon" });
  });

  it("a user may insert and change only their own rows", async () => {
    const alice = await user(ALICE);
    const id = 100000 + Math.floor(Math.random() * 100000);
    const ok = await alice
      .from("items")
      .insert({ id, name: "mine", owner_id: ALICE })
      .select("id")
      .single();
    expect(ok.error).toBeNull();
    const forged = await alice.from("items").insert({ id: id + 1, name: "forged", owner_id: BOB });
    expect([forged.status, forged.error?.code]).toEqual([403, "42501"]);
    const bob = await user(BOB);
    const { data } = await bob.from("items").update({ name: "stolen" }).eq("id", id).select();
    expect(data).toEqual([]);
    const del = await alice.from("items").delete().eq("id", id).select("id");
    expect(del.data).toEqual([{ id }]);
  });

  it("inserts into a write-only table without reading the row back", async () => {
    const message = `hello ${Math.random()}`;
    const { error, status } = await anonClient("test_api").from("drop_box").insert({ message });
    expect(error).toBeNull();
    expect(status).toBe(201);
    const readBack = await anonClient("test_api").from("drop_box").insert({ message }).select();
    expect([readBack.status, readBack.error?.code]).toEqual([401, "42501"]);
    const stored = await serviceClient("test_api")
      .from("drop_box")
      .select("id")
      .eq("message", message);
    expect(stored.data).toHaveLength(1);
  });

  it("answers denied writes with 401 for anon and 403 for users", async () => {
    const anon = await anonClient("test_api").from("posts").insert({ id: 999, title: "x" });
    expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
    const denied = await (await user(ALICE)).from("guarded").delete().eq("id", 1);
    expect([denied.status, denied.error?.code]).toEqual([403, "42501"]);
  });

  it("rejects tokens with a bad signature (401 PGRST301)", async () => {
    const token = await signToken(
      { role: "authenticated" },
      { secret: "another-secret-that-is-at-least-32-chars" },
    );
    const { error, status } = await clientWithToken(token, "test_api").from("items").select();
    expect(status).toBe(401);
    expect(error?.code).toBe("PGRST301");
  });

  it("rejects malformed tokens and expired tokens (401 PGRST303)", async () => {
    const malformed = await api("/rest/v1/items", {
      key: "not-a-jwt",
      headers: { "accept-profile": "test_api" },
    });
    expect(malformed.status).toBe(401);
    expect(malformed.headers.get("www-authenticate")).toContain("invalid_token");
    const expired = await signToken(
      { role: "authenticated" },
      { expiresIn: Math.floor(Date.now() / 1000) - 60 },
    );
    const { error, status } = await clientWithToken(expired, "test_api").from("items").select();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: "PGRST303", message: "JWT expired" });
  });

  it("refuses roles other than anon, authenticated and service_role", async () => {
    for (const role of ["postgres", "supabase_admin", "authenticator", "nobody"]) {
      const { status } = await clientWithToken(await signToken({ role }), "test_api")
        .from("items")
        .select();
      expect(status).toBeGreaterThanOrEqual(401);
      expect(status).toBeLessThan(404);
    }
  });

  it("falls back to the apikey header when there is no Authorization", async () => {
    const res = await fetch(
      `${(await import("vitest")).inject("apiUrl")}/rest/v1/items?select=name`,
      {
        headers: {
          apikey: (await import("vitest")).inject("serviceRoleKey"),
          "accept-profile": "test_api",
        },
      },
    );
    expect(((await res.json()) as unknown[]).length).toBe(3);
  });
});
