import { z } from "zod";

/** The password rules the forms show and enforce (the server may add its own). */
export const PASSWORD_RULES = [
  { key: "auth.rules.length", test: (v: string) => v.length >= 8 },
  { key: "auth.rules.letter", test: (v: string) => /\p{L}/u.test(v) },
  { key: "auth.rules.number", test: (v: string) => /\p{N}/u.test(v) },
] as const;

const email = z
  .string()
  .trim()
  .min(1, "auth.emailRequired")
  .max(254, "auth.emailInvalid")
  .pipe(z.email("auth.emailInvalid"));

const newPassword = z
  .string()
  .min(1, "auth.passwordRequired")
  .max(72, "auth.passwordTooLong")
  .refine((v) => PASSWORD_RULES.every((rule) => rule.test(v)), "auth.passwordRulesUnmet");

export const signInSchema = z.object({
  email,
  password: z.string().min(1, "auth.passwordRequired"),
});

export const signUpSchema = z.object({ email, password: newPassword });

export const emailOnlySchema = z.object({ email });

export const newPasswordSchema = z
  .object({ password: newPassword, confirm: z.string().min(1, "auth.confirmRequired") })
  .refine((v) => v.password === v.confirm, {
    path: ["confirm"],
    message: "auth.passwordsDontMatch",
  });

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "auth.mfa.codeInvalid"),
});

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type EmailOnlyValues = z.infer<typeof emailOnlySchema>;
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
export type TotpCodeValues = z.infer<typeof totpCodeSchema>;
