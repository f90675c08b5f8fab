import { describe, expect, it } from "vitest";
import { anonClient, api } from "./support";

const db = () => anonClient("test_api");

describe("single objects and CSV", () => {
  it("returns one object with .single()", async () => {
    const { data, error } = await db().from("users").select("id,name").eq("id", 2).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 2, name: "Brian" });
  });

  it("answers 406 PGRST116 when .single() finds no row or several", async () => {
    const none = await db().from("users").select("id").eq("id", 99).single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe("PGRST116");
    expect(none.error?.details).toBe("The result contains 0 rows");
    const many = await db().from("users").select("id").single();
    expect(many.status).toBe(406);
    expect(many.error?.details).toBe("The result contains 4 rows");
  });

  it("supports .maybeSingle()", async () => {
    const none = await db().from("users").select("id").eq("id", 99).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const one = await db().from("users").select("id").eq("id", 3).maybeSingle();
    expect(one.data).toEqual({ id: 3 });
  });

  it("sends the object media type", async () => {
    const res = await api("/rest/v1/users?select=id&id=eq.1", {
      headers: { "accept-profile": "test_api", accept: "application/vnd.pgrst.object+json" },
    });
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.pgrst.object+json; charset=utf-8",
    );
    expect(await res.json()).toEqual({ id: 1 });
  });

  it("returns CSV with .csv()", async () => {
    const { data, error } = await db()
      .from("users")
      .select("id,name,email,tags")
      .order("id")
      .limit(3)
      .csv();
    expect(error).toBeNull();
    expect(data).toBe(
      'id,name,email,tags\n1,Ada,ada@example.com,"[""admin"",""writer""]"\n2,Brian,brian@example.com,"[""writer""]"\n3,Chen,,[]',
    );
  });

  it("answers an unsupported Accept with 406 PGRST107", async () => {
    const res = await api("/rest/v1/users", {
      headers: { "accept-profile": "test_api", accept: "application/xml" },
    });
    expect(res.status).toBe(406);
    expect(((await res.json()) as { code: string }).code).toBe("PGRST107");
  });
});
