import { describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { inject } from "vitest";
import { authClient, confirmedUser, signedIn, sql } from "./support";

describe("token: password grant", () => {
  it("signs in with Supabase's session shape and claims", async () => {
    const user = await confirmedUser("password-123", { username: "bob" });
    const { data, error } = await authClient().auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(error).toBeNull();
    const s = data.session!;
    expect(s.token_type).toBe("bearer");
    expect(s.expires_in).toBe(3600);
    expect(s.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(s.refresh_token.length).toBeGreaterThan(10);
    expect(s.user.identities?.length).toBe(1);
    const claims = decodeJwt(s.access_token);
    expect(claims).toMatchObject({
      aud: "authenticated",
      sub: user.id,
      email: user.email,
      role: "authenticated",
      aal: "aal1",
      is_anonymous: false,
      user_metadata: { username: "bob" },
      app_metadata: { provider: "email", providers: ["email"] },
      iss: `${inject("apiUrl")}/auth/v1`,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.session_id).toEqual(expect.any(String));
    expect((claims.amr as { method: string }[])[0]?.method).toBe("password");
    const rows = await sql("select 1 from auth.sessions where id = $1", [claims.session_id]);
    expect(rows).toHaveLength(1);
  });

  it("refuses a wrong password or an unknown user with invalid_credentials", async () => {
    const user = await confirmedUser();
    const client = authClient();
    const wrong = await client.auth.signInWithPassword({
      email: user.email,
      password: "nope-nope",
    });
    expect(wrong.error?.code).toBe("invalid_credentials");
    expect(wrong.error?.status).toBe(400);
    const unknown = await client.auth.signInWithPassword({
      email: `x${user.email}`,
      password: "nope-nope",
    });
    expect(unknown.error?.code).toBe("invalid_credentials");
  });

  it("answers unsupported grants and external providers clearly", async () => {
    const client = authClient();
    const idToken = await client.auth.signInWithIdToken({ provider: "google", token: "x" });
    expect(idToken.error?.code).toBe("provider_disabled");
    const res = await fetch(`${inject("apiUrl")}/auth/v1/token?grant_type=nonsense`, {
      method: "POST",
      headers: { apikey: inject("anonKey"), "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "unsupported_grant_type", error_description: "" });
    const web3 = await fetch(`${inject("apiUrl")}/auth/v1/token?grant_type=web3`, {
      method: "POST",
      headers: {
        apikey: inject("anonKey"),
        "content-type": "application/json",
        "x-supabase-api-version": "2024-01-01",
      },
      body: "{}",
    });
    expect(((await web3.json()) as { code: string }).code).toBe("provider_disabled");
    const sso = await client.auth.signInWithSSO({ domain: "example.test" });
    expect(sso.error?.message).toMatch(/not enabled|disabled/);
  });
});

describe("token: refresh grant", () => {
  it("rotates refresh tokens within one session", async () => {
    const { client, session } = await signedIn();
    const { data, error } = await client.auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(error).toBeNull();
    const next = data.session!;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(next.access_token).session_id).toBe(
      decodeJwt(session.access_token).session_id,
    );
    const again = await client.auth.refreshSession({ refresh_token: next.refresh_token });
    expect(again.error).toBeNull();
  });

  it("gives the same successor to a reuse inside the grace interval", async () => {
    const { client, session } = await signedIn();
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    const second = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(second.error).toBeNull();
    expect(second.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
  });

  it("lets concurrent refreshes with one token both succeed", async () => {
    const { session } = await signedIn();
    const results = await Promise.all(
      [authClient(), authClient(), authClient()].map((c) =>
        c.auth.refreshSession({ refresh_token: session.refresh_token }),
      ),
    );
    for (const r of results) expect(r.error).toBeNull();
    const tokens = new Set(results.map((r) => r.data.session?.refresh_token));
    expect(tokens.size).toBe(1);
  });

  it("revokes the whole session when a used token comes back after the grace interval", async () => {
    const { client, session } = await signedIn();
    const next = (await client.auth.refreshSession({ refresh_token: session.refresh_token })).data
      .session!;
    await sql(
      "update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1",
      [session.refresh_token],
    );
    const reuse = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.error?.code).toBe("refresh_token_already_used");
    const successor = await authClient().auth.refreshSession({ refresh_token: next.refresh_token });
    expect(successor.error?.code).toBe("refresh_token_not_found");
    const sid = decodeJwt(session.access_token).session_id;
    expect(await sql("select 1 from auth.sessions where id = $1", [sid])).toHaveLength(0);
  });

  it("refuses unknown refresh tokens", async () => {
    const { error } = await authClient().auth.refreshSession({ refresh_token: "not-a-token" });
    expect(error?.code).toBe("refresh_token_not_found");
  });
});
