import { describe, expect, it } from "vitest";
import {
  authClient,
  codeIn,
  latestMail,
  linkIn,
  follow,
  fragmentParams,
  signedIn,
  uniqueEmail,
  sql,
} from "./support";

describe("GET/PUT /user", () => {
  it("returns the signed-in user", async () => {
    const { client, email, id } = await signedIn();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email, aud: "authenticated", role: "authenticated" });
  });

  it("merges metadata: keys replace, null removes", async () => {
    const { client } = await signedIn();
    await client.auth.updateUser({ data: { username: "carol", theme: "dark" } });
    const { data, error } = await client.auth.updateUser({ data: { theme: null, lang: "hi" } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ username: "carol", lang: "hi" });
  });

  it("changes the password, refusing weak and unchanged ones", async () => {
    const { client, email } = await signedIn("password-123");
    const same = await client.auth.updateUser({ password: "password-123" });
    expect(same.error?.code).toBe("same_password");
    const weak = await client.auth.updateUser({ password: "1" });
    expect(weak.error?.code).toBe("weak_password");
    const ok = await client.auth.updateUser({ password: "password-456" });
    expect(ok.error).toBeNull();
    const old = await authClient().auth.signInWithPassword({ email, password: "password-123" });
    expect(old.error?.code).toBe("invalid_credentials");
    const fresh = await authClient().auth.signInWithPassword({ email, password: "password-456" });
    expect(fresh.error).toBeNull();
  });

  it("changes the e-mail only after both addresses confirm (secure e-mail change)", async () => {
    const { client, email } = await signedIn();
    const next = uniqueEmail("new");
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);
    const toNew = await latestMail(next, "new e-mail");
    const toOld = await latestMail(email, "new e-mail");
    expect(toOld.Text).toContain(next);

    const first = await follow(linkIn(toNew));
    expect(fragmentParams(first.location).get("message")).toMatch(/other email/);
    expect(fragmentParams(first.location).get("access_token")).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    const second = await follow(linkIn(toOld));
    expect(fragmentParams(second.location).get("type")).toBe("email_change");
    expect(fragmentParams(second.location).get("access_token")).toBeTruthy();
    const after = await client.auth.getUser();
    expect(after.data.user?.email).toBe(next);
    const ident = await sql<{ email: string }>(
      "select email from auth.identities where user_id = $1",
      [after.data.user!.id],
    );
    expect(ident[0]?.email).toBe(next);
    const signIn = await authClient().auth.signInWithPassword({
      email: next,
      password: "password-123",
    });
    expect(signIn.error).toBeNull();
  });

  it("confirms an e-mail change with the two codes, too", async () => {
    const { client, email } = await signedIn();
    const next = uniqueEmail("code");
    await client.auth.updateUser({ email: next });
    const newCode = codeIn(await latestMail(next));
    const oldCode = codeIn(await latestMail(email));
    const half = await authClient().auth.verifyOtp({
      email: next,
      token: newCode,
      type: "email_change",
    });
    expect(half.error).toBeNull();
    expect(half.data.session).toBeNull();
    const { data, error } = await authClient().auth.verifyOtp({
      email,
      token: oldCode,
      type: "email_change",
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(next);
  });

  it("refuses an e-mail that belongs to someone else", async () => {
    const other = await signedIn();
    const { client } = await signedIn();
    const { error } = await client.auth.updateUser({ email: other.email });
    expect(error?.code).toBe("email_exists");
  });
});
