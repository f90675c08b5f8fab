import { describe, expect, it } from "vitest";
import { authClient, confirmedUser, follow, latestMail, linkIn, uniqueEmail } from "./support";

describe("PKCE flow", () => {
  it("sign-up link redirects with ?code= and the code becomes a session", async () => {
    const client = authClient({ flowType: "pkce" });
    const email = uniqueEmail("pkce");
    const { error } = await client.auth.signUp({
      email,
      password: "password-123",
      options: { emailRedirectTo: "http://127.0.0.1:5173/admin" },
    });
    expect(error).toBeNull();
    const link = linkIn(await latestMail(email));
    expect(new URL(link).searchParams.get("token")).toMatch(/^pkce_/);
    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(location.pathname).toBe("/admin");
    expect(location.hash).toBe("");
    const code = location.searchParams.get("code")!;
    expect(code).toBeTruthy();
    const { data, error: exErr } = await client.auth.exchangeCodeForSession(code);
    expect(exErr).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await client.auth.getSession()).data.session?.access_token).toBe(
      data.session?.access_token,
    );
    // A code is good for one exchange only.
    const again = await authClient({ flowType: "pkce" }).auth.exchangeCodeForSession(code);
    expect(again.error).not.toBeNull();
  });

  it("recovery with PKCE reports redirectType recovery", async () => {
    const user = await confirmedUser();
    const client = authClient({ flowType: "pkce" });
    await client.auth.resetPasswordForEmail(user.email, {
      redirectTo: "http://127.0.0.1:5173/reset-password",
    });
    const { location } = await follow(linkIn(await latestMail(user.email)));
    const { data, error } = await client.auth.exchangeCodeForSession(
      location.searchParams.get("code")!,
    );
    expect(error).toBeNull();
    expect((data as { redirectType?: string | null }).redirectType).toBe("recovery");
    expect(data.user?.id).toBe(user.id);
  });

  it("refuses a wrong code verifier", async () => {
    const user = await confirmedUser();
    const client = authClient({ flowType: "pkce" });
    await client.auth.signInWithOtp({ email: user.email });
    const { location } = await follow(linkIn(await latestMail(user.email)));
    const thief = authClient({ flowType: "pkce" });
    // The thief has a verifier of their own, not the one the challenge was made from.
    await thief.auth.signInWithOtp({ email: uniqueEmail("thief") });
    const { error } = await thief.auth.exchangeCodeForSession(location.searchParams.get("code")!);
    expect(error?.code).toBe("bad_code_verifier");
  });
});
