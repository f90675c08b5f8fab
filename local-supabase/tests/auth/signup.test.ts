import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { authClient, follow, fragmentParams, latestMail, linkIn, uniqueEmail } from "./support";

describe("sign-up", () => {
  it("creates an unconfirmed user with metadata and mails a confirmation link", async () => {
    const client = authClient();
    const email = uniqueEmail();
    const { data, error } = await client.auth.signUp({
      email,
      password: "password-123",
      options: { data: { username: "alice" }, emailRedirectTo: "http://127.0.0.1:5173/admin" },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toEqual({ username: "alice" });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities?.[0]?.provider).toBe("email");

    const mail = await latestMail(email);
    expect(mail.Subject).toContain("Jalraksha Building Solutions");
    expect(mail.HTML).toContain("Jalraksha Building Solutions");
    const link = new URL(linkIn(mail));
    expect(link.searchParams.get("type")).toBe("signup");
    expect(link.searchParams.get("redirect_to")).toBe("http://127.0.0.1:5173/admin");
  });

  it("refuses sign-in before confirmation with email_not_confirmed", async () => {
    const client = authClient();
    const email = uniqueEmail();
    await client.auth.signUp({ email, password: "password-123" });
    const { error } = await client.auth.signInWithPassword({ email, password: "password-123" });
    expect(error?.code).toBe("email_not_confirmed");
    expect(error?.status).toBe(400);
  });

  it("runs the whole journey: sign-up -> mail -> link -> session -> sign-in", async () => {
    const client = authClient();
    const email = uniqueEmail();
    await client.auth.signUp({
      email,
      password: "password-123",
      options: { emailRedirectTo: "http://127.0.0.1:5173/admin" },
    });
    const { status, location } = await follow(linkIn(await latestMail(email)));
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe("http://127.0.0.1:5173/admin");
    const params = fragmentParams(location);
    expect(params.get("type")).toBe("signup");
    expect(params.get("token_type")).toBe("bearer");
    const access = params.get("access_token")!;
    const refresh = params.get("refresh_token")!;
    const { data: user } = await client.auth.getUser(access);
    expect(user.user?.email).toBe(email);
    expect(user.user?.email_confirmed_at).toBeTruthy();
    const { data: refreshed, error } = await client.auth.refreshSession({ refresh_token: refresh });
    expect(error).toBeNull();
    expect(refreshed.session?.user.email).toBe(email);

    const signIn = await authClient().auth.signInWithPassword({ email, password: "password-123" });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.access_token).toBeTruthy();
  });

  it("refuses a second confirmation with the same link", async () => {
    const email = uniqueEmail();
    await authClient().auth.signUp({ email, password: "password-123" });
    const link = linkIn(await latestMail(email));
    expect(fragmentParams((await follow(link)).location).get("access_token")).toBeTruthy();
    const again = fragmentParams((await follow(link)).location);
    expect(again.get("error_code")).toBe("otp_expired");
    expect(again.get("access_token")).toBeNull();
  });

  it("falls back to SITE_URL for redirect targets outside the allow-list", async () => {
    const email = uniqueEmail();
    await authClient().auth.signUp({
      email,
      password: "password-123",
      options: { emailRedirectTo: "https://evil.example/steal" },
    });
    const link = new URL(linkIn(await latestMail(email)));
    expect(link.searchParams.get("redirect_to")).toBe("http://127.0.0.1:5173");
    // Tampering with the link is caught when it is followed, too.
    link.searchParams.set("redirect_to", "https://evil.example/steal");
    const { location } = await follow(link.toString());
    expect(location.host).toBe("127.0.0.1:5173");
  });

  it("honours allow-listed redirect targets", async () => {
    const email = uniqueEmail();
    await authClient().auth.signUp({
      email,
      password: "password-123",
      options: { emailRedirectTo: "http://localhost:4173/welcome?x=1" },
    });
    const link = new URL(linkIn(await latestMail(email)));
    expect(link.searchParams.get("redirect_to")).toBe("http://localhost:4173/welcome?x=1");
  });

  it("answers an already registered e-mail like a new one and changes nothing (as GoTrue)", async () => {
    const client = authClient();
    const email = uniqueEmail();
    await client.auth.signUp({ email, password: "password-123" });
    await follow(linkIn(await latestMail(email)));
    const { data, error } = await client.auth.signUp({ email, password: "password-456" });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    const signIn = await authClient().auth.signInWithPassword({ email, password: "password-123" });
    expect(signIn.error).toBeNull();
  });

  it("validates e-mail and password", async () => {
    const client = authClient();
    const weak = await client.auth.signUp({ email: uniqueEmail(), password: "123" });
    expect(weak.error?.code).toBe("weak_password");
    expect(weak.error && "reasons" in weak.error ? weak.error.reasons : null).toEqual(["length"]);
    const bad = await client.auth.signUp({ email: "not-an-email", password: "password-123" });
    expect(bad.error?.code).toBe("email_address_invalid");
    const missing = await client.auth.signUp({ email: uniqueEmail(), password: "" });
    expect(missing.error?.code).toBe("validation_failed");
  });

  it("says anonymous sign-ins are disabled", async () => {
    const { error } = await authClient().auth.signInAnonymously();
    expect(error?.code).toBe("anonymous_provider_disabled");
    expect(error?.status).toBe(422);
  });

  it("answers malformed JSON with a 400", async () => {
    const res = await fetch(`${inject("apiUrl")}/auth/v1/signup`, {
      method: "POST",
      headers: {
        apikey: inject("anonKey"),
        "content-type": "application/json",
        "x-forwarded-for": "10.200.1.1",
      },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error_code: string };
    expect(body.error_code).toBe("bad_json");
  });
});
