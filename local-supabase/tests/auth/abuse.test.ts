import { request } from "node:http";
import { decodeJwt } from "jose";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import {
  authClient,
  codeIn,
  confirmedUser,
  follow,
  latestMail,
  linkIn,
  signedIn,
  sql,
  uniqueEmail,
  uniqueIp,
} from "./support";

/** A code of the same length that is certainly not `code`. */
const wrongCode = (code: string, i: number) =>
  String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");

const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" }).generate();

/** A POST with headers fetch will not send (Host), as a hostile client can. */
function rawPost(path: string, headers: Record<string, string>, body: unknown): Promise<number> {
  const url = new URL(`${inject("apiUrl")}${path}`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: {
          apikey: inject("anonKey"),
          "content-type": "application/json",
          "x-forwarded-for": uniqueIp(),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

describe("client address behind the trusted proxy", () => {
  it("keys on the rightmost untrusted X-Forwarded-For hop: rotating the left part still ends in 429", async () => {
    const client = uniqueIp();
    let limited = -1;
    for (let i = 0; i < 40 && limited < 0; i++) {
      const forged = authClient({ ip: `${uniqueIp()}, ${client}` });
      const { error } = await forged.auth.signInWithPassword({
        email: uniqueEmail(),
        password: "password-123",
      });
      if (error?.code === "over_request_rate_limit") limited = i;
      else expect(error?.code).toBe("invalid_credentials");
    }
    expect(limited).toBeGreaterThanOrEqual(30);
    expect(limited).toBeLessThan(34);
  });

  it("limits failed sign-ins per account, whatever address they come from", async () => {
    const user = await confirmedUser("password-123");
    for (let i = 0; i < 10; i++) {
      const { error } = await authClient().auth.signInWithPassword({
        email: user.email,
        password: `wrong-${i}-password`,
      });
      expect(error?.code).toBe("invalid_credentials");
    }
    const locked = await authClient().auth.signInWithPassword({
      email: user.email.toUpperCase(),
      password: "password-123",
    });
    expect(locked.error?.code).toBe("over_request_rate_limit");
    expect(locked.error?.status).toBe(429);
    // Another account is not affected.
    const other = await confirmedUser("password-123");
    const ok = await authClient().auth.signInWithPassword({
      email: other.email,
      password: "password-123",
    });
    expect(ok.error).toBeNull();
  });
});

describe("e-mail codes", () => {
  it("burns a code after 5 wrong attempts: the genuine one then fails", async () => {
    const user = await confirmedUser();
    await authClient().auth.resetPasswordForEmail(user.email);
    const code = codeIn(await latestMail(user.email, "Reset your password"));
    for (let i = 0; i < 5; i++) {
      const wrong = await authClient().auth.verifyOtp({
        email: user.email,
        token: wrongCode(code, i),
        type: "recovery",
      });
      expect(wrong.error?.code).toBe("otp_expired");
    }
    const genuine = await authClient().auth.verifyOtp({
      email: user.email,
      token: code,
      type: "recovery",
    });
    expect(genuine.error?.code).toBe("otp_expired");
    expect(genuine.data.session).toBeNull();
  });

  it("keeps the code after 4 wrong attempts", async () => {
    const user = await confirmedUser();
    await authClient().auth.resetPasswordForEmail(user.email);
    const code = codeIn(await latestMail(user.email, "Reset your password"));
    for (let i = 0; i < 4; i++) {
      await authClient().auth.verifyOtp({
        email: user.email,
        token: wrongCode(code, i),
        type: "email",
      });
    }
    const genuine = await authClient().auth.verifyOtp({
      email: user.email,
      token: code,
      type: "recovery",
    });
    expect(genuine.error).toBeNull();
    expect(genuine.data.session?.user.id).toBe(user.id);
  });
});

describe("TOTP factors", () => {
  async function enrolled() {
    const signed = await signedIn();
    const { data, error } = await signed.client.auth.mfa.enroll({ factorType: "totp" });
    if (error || data?.type !== "totp") throw error ?? new Error("not totp");
    return { ...signed, factorId: data.id, secret: data.totp.secret };
  }

  it("answers 429 after 5 wrong codes for one factor, even from new addresses", async () => {
    const { session, factorId, secret } = await enrolled();
    const fromNewAddress = async (code: string) => {
      const client = authClient();
      await client.auth.setSession({
        access_token: session.access_token,
        refresh_token: session.refresh_token,
      });
      return client.auth.mfa.challengeAndVerify({ factorId, code });
    };
    const genuine = codeFor(secret);
    for (let i = 0; i < 5; i++) {
      const { error } = await fromNewAddress(wrongCode(genuine, i));
      expect(error?.code).toBe("mfa_verification_failed");
    }
    const limited = await fromNewAddress(codeFor(secret));
    expect(limited.error?.code).toBe("over_request_rate_limit");
    expect(limited.error?.status).toBe(429);
  });

  it("limits challenges and verifications per address to 15 a minute", async () => {
    const { client, factorId } = await enrolled();
    let limited = -1;
    for (let i = 0; i < 20 && limited < 0; i++) {
      const { error } = await client.auth.mfa.challenge({ factorId });
      if (error?.code === "over_request_rate_limit") limited = i;
      else expect(error).toBeNull();
    }
    expect(limited).toBe(15);
  });
});

describe("links come from configuration only", () => {
  it("mails a link to the configured API, whatever Host and X-Forwarded-Host say", async () => {
    const user = await confirmedUser();
    const status = await rawPost(
      "/auth/v1/recover",
      { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      { email: user.email },
    );
    expect(status).toBe(200);
    const mail = await latestMail(user.email, "Reset your password");
    expect(mail.Text + mail.HTML).not.toContain("evil.example");
    const link = new URL(linkIn(mail));
    expect(link.origin).toBe(new URL(inject("apiUrl")).origin);
  });

  it("names the configured API as the token issuer", async () => {
    const { session } = await signedIn();
    expect(decodeJwt(session.access_token).iss).toBe(`${inject("apiUrl")}/auth/v1`);
  });
});

describe("signing up over an existing address", () => {
  it("leaves an unconfirmed user's password, id and metadata untouched and reveals nothing", async () => {
    const email = uniqueEmail("victim");
    const victim = await authClient().auth.signUp({
      email,
      password: "victim-password",
      options: { data: { full_name: "Real Owner" } },
    });
    const victimId = victim.data.user!.id;
    await sql(
      "update auth.users set confirmation_sent_at = now() - interval '2 minutes' where id = $1",
      [victimId],
    );

    const attacker = await authClient().auth.signUp({
      email,
      password: "attacker-password",
      options: { data: { full_name: "Attacker" } },
    });
    expect(attacker.error).toBeNull();
    expect(attacker.data.session).toBeNull();
    expect(attacker.data.user?.id).not.toBe(victimId);
    expect(attacker.data.user?.identities).toEqual([]);
    expect(JSON.stringify(attacker.data)).not.toContain("Real Owner");

    const [row] = await sql<{ meta: { full_name: string } }>(
      "select raw_user_meta_data as meta from auth.users where lower(email) = $1",
      [email],
    );
    expect(row?.meta.full_name).toBe("Real Owner");
    // The owner confirms from the newest mail (sent again): their password works, not the attacker's.
    const confirmed = await follow(linkIn(await latestMail(email)));
    expect(confirmed.status).toBe(303);
    const attackerIn = await authClient().auth.signInWithPassword({
      email,
      password: "attacker-password",
    });
    expect(attackerIn.error?.code).toBe("invalid_credentials");
    const victimIn = await authClient().auth.signInWithPassword({
      email,
      password: "victim-password",
    });
    expect(victimIn.error).toBeNull();
    expect(victimIn.data.user?.id).toBe(victimId);
    expect(victimIn.data.user?.user_metadata.full_name).toBe("Real Owner");
  });

  it("answers a confirmed address exactly as a new sign-up, with an obfuscated user", async () => {
    const existing = await confirmedUser("password-123", { full_name: "Existing" });
    const again = await authClient().auth.signUp({
      email: existing.email,
      password: "another-password",
      options: { data: { full_name: "Someone" } },
    });
    const fresh = await authClient().auth.signUp({
      email: uniqueEmail(),
      password: "another-password",
      options: { data: { full_name: "Someone" } },
    });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).not.toBe(existing.id);
    expect(again.data.user?.user_metadata).toEqual({ full_name: "Someone" });
    expect(Object.keys(again.data.user ?? {}).sort()).toEqual(
      expect.arrayContaining(["id", "email", "aud", "app_metadata", "user_metadata", "created_at"]),
    );
    expect(again.data.user?.email_confirmed_at).toBeUndefined();
    expect(fresh.data.user?.email_confirmed_at).toBeUndefined();
    const signIn = await authClient().auth.signInWithPassword({
      email: existing.email,
      password: "password-123",
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.user_metadata.full_name).toBe("Existing");
  });
});
