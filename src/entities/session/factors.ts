import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { sessionKeys } from "./keys";

export interface TotpFactor {
  id: string;
  friendly_name?: string;
  status: string;
  created_at: string;
}

export async function listTotpFactors(): Promise<TotpFactor[]> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.all.filter((f) => f.factor_type === "totp") as TotpFactor[];
}

export function useFactorsQuery() {
  return useQuery({ queryKey: sessionKeys.factors(), queryFn: listTotpFactors, staleTime: 0 });
}

export interface Enrolment {
  id: string;
  secret: string;
  uri: string;
}

/** Starts TOTP enrolment: an unverified factor with its secret and otpauth URI. */
export async function enrollTotp(friendlyName: string): Promise<Enrolment> {
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName });
  if (error) throw error;
  return { id: data.id, secret: data.totp.secret, uri: data.totp.uri };
}

/** Verifies the first code: the factor becomes verified and the session aal2. */
export async function verifyEnrolment({ factorId, code }: { factorId: string; code: string }) {
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

export async function removeFactor(factorId: string) {
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw error;
}

export function useFactorMutations() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: sessionKeys.factors() });
  return {
    enroll: useMutation({ mutationFn: enrollTotp, onSettled: invalidate }),
    verify: useMutation({ mutationFn: verifyEnrolment, onSettled: invalidate }),
    remove: useMutation({ mutationFn: removeFactor, onSettled: invalidate }),
  };
}
