import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { securityKeys } from "./keys";

/** The Security switch "Staff must use two-step sign-in" (site_settings.staff_mfa_required). */
export async function getStaffMfaRequired(signal?: AbortSignal): Promise<boolean> {
  let query = supabase.from("site_settings").select("staff_mfa_required").eq("id", 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.single();
  if (error) throw error;
  return data.staff_mfa_required;
}

export function useStaffMfaQuery() {
  return useQuery({
    queryKey: securityKeys.staffMfa(),
    queryFn: ({ signal }) => getStaffMfaRequired(signal),
    staleTime: 0,
  });
}

/** Only an admin with a verified factor may turn it on: the database refuses anyone else. */
export async function setStaffMfaRequired(required: boolean): Promise<boolean> {
  const { data, error } = await supabase
    .from("site_settings")
    .update({ staff_mfa_required: required })
    .eq("id", 1)
    .select("staff_mfa_required")
    .single();
  if (error) throw error;
  return data.staff_mfa_required;
}

export function useStaffMfaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffMfaRequired,
    onSuccess: (required) => queryClient.setQueryData(securityKeys.staffMfa(), required),
  });
}
