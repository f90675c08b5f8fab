import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { profileKeys } from "./keys";

export type ClaimResult = "claimed" | "admin_exists" | "wrong_code" | "too_many_attempts";

const RESULTS: readonly string[] = ["claimed", "admin_exists", "wrong_code", "too_many_attempts"];

/** Claims the first admin role with the one-time setup code the operator was given. */
export async function claimInitialAdmin(setupCode: string): Promise<ClaimResult> {
  const { data, error } = await supabase.rpc("claim_initial_admin", { setup_code: setupCode });
  if (error) throw error;
  if (!RESULTS.includes(data)) throw new Error(`unexpected answer: ${String(data)}`);
  return data as ClaimResult;
}

export function useClaimAdminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimInitialAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
