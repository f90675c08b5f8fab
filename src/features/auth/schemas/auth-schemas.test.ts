import { describe, expect, it } from "vitest";
import { newPasswordSchema, signInSchema, signUpSchema, totpCodeSchema } from "./auth-schemas";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("auth schemas", () => {
  it("needs an e-mail and a password to sign in", () => {
    expect(signInSchema.safeParse({ email: " a@b.co ", password: "x" }).success).toBe(true);
    expect(firstMessage(signInSchema.safeParse({ email: "", password: "x" }))).toBe(
      "auth.emailRequired",
    );
    expect(firstMessage(signInSchema.safeParse({ email: "nope", password: "x" }))).toBe(
      "auth.emailInvalid",
    );
    expect(firstMessage(signInSchema.safeParse({ email: "a@b.co", password: "" }))).toBe(
      "auth.passwordRequired",
    );
  });

  it("applies the password rules to new passwords", () => {
    expect(signUpSchema.safeParse({ email: "a@b.co", password: "abcdefg1" }).success).toBe(true);
    for (const weak of ["abc1", "abcdefgh", "12345678"]) {
      expect(firstMessage(signUpSchema.safeParse({ email: "a@b.co", password: weak }))).toBe(
        "auth.passwordRulesUnmet",
      );
    }
    expect(
      firstMessage(signUpSchema.safeParse({ email: "a@b.co", password: `a1${"x".repeat(80)}` })),
    ).toBe("auth.passwordTooLong");
  });

  it("needs the new password twice, the same", () => {
    expect(newPasswordSchema.safeParse({ password: "abcdefg1", confirm: "abcdefg1" }).success).toBe(
      true,
    );
    const r = newPasswordSchema.safeParse({ password: "abcdefg1", confirm: "abcdefg2" });
    expect(r.error?.issues[0]).toMatchObject({
      path: ["confirm"],
      message: "auth.passwordsDontMatch",
    });
  });

  it("takes six-digit codes", () => {
    expect(totpCodeSchema.safeParse({ code: " 123456 " }).success).toBe(true);
    expect(totpCodeSchema.safeParse({ code: "12345" }).success).toBe(false);
  });
});
