/** The login panel's screens; the URL's ?mode= opens sign-up or the forgotten-password form. */
export type LoginMode = "signIn" | "signUp" | "forgot" | "checkInbox" | "resetSent" | "mfa";

export const RESEND_COOLDOWN_SECONDS = 60;

export function modeFrom(value: string | null): LoginMode {
  if (value === "signup") return "signUp";
  if (value === "forgot") return "forgot";
  return "signIn";
}
