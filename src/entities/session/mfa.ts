import { supabase } from "@/integrations/supabase/client";

export interface AssuranceLevel {
  currentLevel: string | null;
  nextLevel: string | null;
}

/** The session's assurance level and the one the user's verified factors call for. */
export async function getAssuranceLevel(): Promise<AssuranceLevel> {
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return { currentLevel: data.currentLevel, nextLevel: data.nextLevel };
}

/** Whether this session must still pass a second factor (aal1 with a verified factor). */
export async function needsSecondFactor(): Promise<boolean> {
  const { currentLevel, nextLevel } = await getAssuranceLevel();
  return nextLevel === "aal2" && currentLevel !== "aal2";
}

/** The first verified TOTP factor of the signed-in user, if any. */
export async function getVerifiedTotpFactorId(): Promise<string | null> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp.find((factor) => factor.status === "verified")?.id ?? null;
}

/** Challenges the factor and verifies the code: on success the session becomes aal2. */
export async function verifyTotpCode(factorId: string, code: string) {
  return supabase.auth.mfa.challengeAndVerify({ factorId, code });
}

/** Whether the Security switch "Staff must use two-step sign-in" is on. */
export async function staffMustUseSecondFactor(): Promise<boolean> {
  const { data, error } = await supabase
    .from("site_settings")
    .select("staff_mfa_required")
    .eq("id", 1)
    .maybeSingle();
  if (error) throw error;
  return data?.staff_mfa_required === true;
}

/**
 * What a staff session still needs before the back office opens: the code of its verified
 * factor, an enrolment (the Security switch is on and it has no factor), or nothing.
 */
export type SecondFactorStatus = "passed" | "needed" | "enrol";

export async function secondFactorStatus(): Promise<SecondFactorStatus> {
  const { currentLevel, nextLevel } = await getAssuranceLevel();
  if (nextLevel === "aal2") return currentLevel === "aal2" ? "passed" : "needed";
  return (await staffMustUseSecondFactor()) ? "enrol" : "passed";
}
