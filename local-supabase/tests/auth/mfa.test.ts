import { decodeJwt } from "jose";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { adminClient, authClient, signedIn } from "./support";

const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" }).generate();

describe("MFA (TOTP)", () => {
  it("enrols, challenges and verifies, raising the session to aal2", async () => {
    const { client, email } = await signedIn();
    const { data: enrolled, error } = await client.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: "phone app",
    });
    expect(error).toBeNull();
    expect(enrolled?.type).toBe("totp");
    if (enrolled?.type !== "totp") throw new Error("not totp");
    expect(enrolled.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(enrolled.totp.uri).toContain(encodeURIComponent(email));
    expect(enrolled.totp.secret).toMatch(/^[A-Z2-7]+=*$/);

    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data?.currentLevel).toBe("aal1");

    const { data: challenge } = await client.auth.mfa.challenge({ factorId: enrolled.id });
    const wrong = await client.auth.mfa.verify({
      factorId: enrolled.id,
      challengeId: challenge!.id,
      code: "000000",
    });
    expect(wrong.error?.code).toBe("mfa_verification_failed");

    const fresh = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.id,
      code: codeFor(enrolled.totp.secret),
    });
    expect(fresh.error).toBeNull();
    const claims = decodeJwt(fresh.data!.access_token);
    expect(claims.aal).toBe("aal2");
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(
      expect.arrayContaining(["totp", "password"]),
    );
    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data?.currentLevel).toBe("aal2");
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => f.id)).toEqual([enrolled.id]);

    const listed = await adminClient().auth.admin.mfa.listFactors({
      userId: decodeJwt(fresh.data!.access_token).sub!,
    });
    expect(listed.data?.factors).toHaveLength(1);

    const removed = await client.auth.mfa.unenroll({ factorId: enrolled.id });
    expect(removed.error).toBeNull();
    expect((await client.auth.mfa.listFactors()).data?.all).toHaveLength(0);
  });

  it("needs aal2 to unenrol a verified factor", async () => {
    const first = await signedIn();
    const { data } = await first.client.auth.mfa.enroll({ factorType: "totp" });
    if (data?.type !== "totp") throw new Error("not totp");
    await first.client.auth.mfa.challengeAndVerify({
      factorId: data.id,
      code: codeFor(data.totp.secret),
    });
    const { client } = await (async () => {
      const { authClient } = await import("./support");
      const c = authClient();
      await c.auth.signInWithPassword({ email: first.email, password: first.password });
      return { client: c };
    })();
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    const refused = await client.auth.mfa.unenroll({ factorId: data.id });
    expect(refused.error?.code).toBe("insufficient_aal");
  });

  it("refuses unknown factors and other users' factors", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const { data } = await a.client.auth.mfa.enroll({ factorType: "totp" });
    const stolen = await b.client.auth.mfa.challenge({ factorId: data!.id });
    expect(stolen.error?.code).toBe("mfa_factor_not_found");
    const bogus = await b.client.auth.mfa.challenge({ factorId: "nope" });
    expect(bogus.error?.status).toBe(404);
  });

  it("needs aal2 to change the password or e-mail of a user with a verified factor", async () => {
    const owner = await signedIn();
    const { data } = await owner.client.auth.mfa.enroll({ factorType: "totp" });
    if (data?.type !== "totp") throw new Error("not totp");
    await owner.client.auth.mfa.challengeAndVerify({
      factorId: data.id,
      code: codeFor(data.totp.secret),
    });
    const thief = authClient();
    await thief.auth.signInWithPassword({ email: owner.email, password: owner.password });
    const password = await thief.auth.updateUser({ password: "stolen-password-1" });
    expect(password.error).toMatchObject({ status: 401, code: "insufficient_aal" });
    const email = await thief.auth.updateUser({ email: `moved-${owner.email}` });
    expect(email.error).toMatchObject({ status: 401, code: "insufficient_aal" });
    // Metadata needs no second factor; the password still works.
    expect((await thief.auth.updateUser({ data: { note: "x" } })).error).toBeNull();
    const again = authClient();
    const signIn = await again.auth.signInWithPassword({
      email: owner.email,
      password: owner.password,
    });
    expect(signIn.error).toBeNull();

    const verified = await thief.auth.mfa.challengeAndVerify({
      factorId: data.id,
      code: codeFor(data.totp.secret),
    });
    expect(verified.error).toBeNull();
    const changed = await thief.auth.updateUser({ password: "changed-password-2" });
    expect(changed.error).toBeNull();
  });

  it("lets a user without a verified factor change the password at aal1", async () => {
    const plain = await signedIn();
    await plain.client.auth.mfa.enroll({ factorType: "totp" });
    const changed = await plain.client.auth.updateUser({ password: "changed-password-3" });
    expect(changed.error).toBeNull();
  });
});
