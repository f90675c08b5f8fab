import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { authKeys } from "./keys";

/** Claims the first admin role; false when an admin already exists. */
export async function claimInitialAdmin(): Promise<boolean> {
  const { data, error } = await supabase.rpc("claim_initial_admin");
  if (error) throw error;
  return data === true;
}

export function useClaimAdminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimInitialAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.all }),
  });
}
