import { describe, expect, inject, it } from "vitest";
import { authClient, signedIn } from "./support";

async function secondSession(email: string, password: string) {
  const client = authClient();
  const { data } = await client.auth.signInWithPassword({ email, password });
  return { client, session: data.session! };
}

describe("POST /logout", () => {
  it("scope local ends only the current session", async () => {
    const a = await signedIn();
    const b = await secondSession(a.email, a.password);
    const { error } = await a.client.auth.signOut({ scope: "local" });
    expect(error).toBeNull();
    expect((await authClient().auth.getUser(a.session.access_token)).error?.name).toBe(
      "AuthSessionMissingError",
    );
    expect((await authClient().auth.getUser(b.session.access_token)).error).toBeNull();
    expect(
      (await authClient().auth.refreshSession({ refresh_token: a.session.refresh_token })).error
        ?.code,
    ).toBe("refresh_token_not_found");
  });

  it("scope others keeps the current session only", async () => {
    const a = await signedIn();
    const b = await secondSession(a.email, a.password);
    await a.client.auth.signOut({ scope: "others" });
    expect((await authClient().auth.getUser(a.session.access_token)).error).toBeNull();
    expect((await authClient().auth.getUser(b.session.access_token)).error?.name).toBe(
      "AuthSessionMissingError",
    );
  });

  it("scope global (the default) ends every session", async () => {
    const a = await signedIn();
    const b = await secondSession(a.email, a.password);
    await a.client.auth.signOut();
    expect((await authClient().auth.getUser(a.session.access_token)).error).not.toBeNull();
    expect((await authClient().auth.getUser(b.session.access_token)).error).not.toBeNull();
    expect((await a.client.auth.getSession()).data.session).toBeNull();
  });

  it("refuses unknown scopes and missing tokens", async () => {
    const a = await signedIn();
    const bad = await fetch(`${inject("apiUrl")}/auth/v1/logout?scope=everyone`, {
      method: "POST",
      headers: { Authorization: `Bearer ${a.session.access_token}` },
    });
    expect(bad.status).toBe(400);
    const anon = await fetch(`${inject("apiUrl")}/auth/v1/logout`, { method: "POST" });
    expect(anon.status).toBe(401);
  });
});
