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
  sql,
  uniqueEmail,
} from "./support";

describe("password recovery", () => {
  it("runs the journey: recover -> mail -> link -> session -> new password", async () => {
    const user = await confirmedUser("password-123");
    const client = authClient();
    const { error } = await client.auth.resetPasswordForEmail(user.email, {
      redirectTo: "http://127.0.0.1:5173/reset-password",
    });
    expect(error).toBeNull();
    const mail = await latestMail(user.email, "Reset your password");
    const { status, location } = await follow(linkIn(mail));
    expect(status).toBe(303);
    expect(location.pathname).toBe("/reset-password");
    const params = fragmentParams(location);
    expect(params.get("type")).toBe("recovery");
    const { data: set } = await client.auth.setSession({
      access_token: params.get("access_token")!,
      refresh_token: params.get("refresh_token")!,
    });
    expect(set.user?.email).toBe(user.email);
    const upd = await client.auth.updateUser({ password: "brand-new-pass" });
    expect(upd.error).toBeNull();
    const signIn = await authClient().auth.signInWithPassword({
      email: user.email,
      password: "brand-new-pass",
    });
    expect(signIn.error).toBeNull();
  });

  it("answers the same for unknown addresses and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    const { data, error } = await authClient().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailCount(email)).toBe(0);
  });

  it("verifies the recovery code with verifyOtp", async () => {
    const user = await confirmedUser();
    await authClient().auth.resetPasswordForEmail(user.email);
    const code = codeIn(await latestMail(user.email));
    const { data, error } = await authClient().auth.verifyOtp({
      email: user.email,
      token: code,
      type: "recovery",
    });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(user.id);
  });

  it("refuses expired and wrong codes with otp_expired", async () => {
    const user = await confirmedUser();
    await authClient().auth.resetPasswordForEmail(user.email);
    const code = codeIn(await latestMail(user.email));
    const wrong = await authClient().auth.verifyOtp({
      email: user.email,
      token: "000000",
      type: "recovery",
    });
    expect(wrong.error?.code).toBe("otp_expired");
    await sql("update auth.users set recovery_sent_at = now() - interval '2 hours' where id = $1", [
      user.id,
    ]);
    const late = await authClient().auth.verifyOtp({
      email: user.email,
      token: code,
      type: "recovery",
    });
    expect(late.error?.code).toBe("otp_expired");
    expect(late.error?.status).toBe(403);
  });

  it("limits how often one address gets a mail", async () => {
    const user = await confirmedUser();
    const client = authClient();
    expect((await client.auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const again = await client.auth.resetPasswordForEmail(user.email);
    expect(again.error?.code).toBe("over_email_send_rate_limit");
    expect(again.error?.status).toBe(429);
  });
});
