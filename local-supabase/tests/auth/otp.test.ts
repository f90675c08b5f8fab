import { describe, expect, it } from "vitest";
import {
  authClient,
  codeIn,
  confirmedUser,
  follow,
  fragmentParams,
  latestMail,
  linkIn,
  mailCount,
  uniqueEmail,
} from "./support";

describe("POST /otp (magic link and e-mail code)", () => {
  it("signs a confirmed user in through the magic link", async () => {
    const user = await confirmedUser();
    const { error } = await authClient().auth.signInWithOtp({
      email: user.email,
      options: { emailRedirectTo: "http://127.0.0.1:5173/welcome" },
    });
    expect(error).toBeNull();
    const mail = await latestMail(user.email, "sign-in link");
    const { location } = await follow(linkIn(mail));
    expect(location.pathname).toBe("/welcome");
    const params = fragmentParams(location);
    expect(params.get("type")).toBe("magiclink");
    expect(params.get("access_token")).toBeTruthy();
  });

  it("signs in with the e-mail code", async () => {
    const user = await confirmedUser();
    const client = authClient();
    await client.auth.signInWithOtp({ email: user.email });
    const code = codeIn(await latestMail(user.email));
    const { data, error } = await client.auth.verifyOtp({
      email: user.email,
      token: code,
      type: "email",
    });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(user.id);
    expect(data.user?.email).toBe(user.email);
  });

  it("creates and confirms a new user, unless create_user is false", async () => {
    const email = uniqueEmail("otp");
    const client = authClient();
    await client.auth.signInWithOtp({ email, options: { data: { username: "dora" } } });
    const code = codeIn(await latestMail(email));
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: "email" });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ username: "dora" });
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const other = uniqueEmail("nocreate");
    const refused = await client.auth.signInWithOtp({
      email: other,
      options: { shouldCreateUser: false },
    });
    expect(refused.error?.code).toBe("otp_disabled");
    expect(await mailCount(other)).toBe(0);
  });

  it("verifies a token hash", async () => {
    const user = await confirmedUser();
    await authClient().auth.signInWithOtp({ email: user.email });
    const hash = new URL(linkIn(await latestMail(user.email))).searchParams.get("token")!;
    const { data, error } = await authClient().auth.verifyOtp({
      token_hash: hash,
      type: "magiclink",
    });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(user.id);
  });
});

describe("POST /resend", () => {
  it("sends the sign-up confirmation again once the interval has passed", async () => {
    const email = uniqueEmail("resend");
    const client = authClient();
    await client.auth.signUp({ email, password: "password-123" });
    const early = await client.auth.resend({ type: "signup", email });
    expect(early.error?.code).toBe("over_email_send_rate_limit");
    const { sql } = await import("./support");
    await sql(
      "update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1",
      [email],
    );
    const { error } = await client.auth.resend({ type: "signup", email });
    expect(error).toBeNull();
    expect(await mailCount(email)).toBe(2);
    const { location } = await follow(linkIn(await latestMail(email)));
    expect(fragmentParams(location).get("access_token")).toBeTruthy();
  });

  it("refuses unknown types", async () => {
    const { error } = await authClient().auth.resend({
      type: "bogus" as "signup",
      email: uniqueEmail(),
    });
    expect(error?.code).toBe("validation_failed");
  });
});
