import { useMutation, useQueryClient } from "@tanstack/react-query";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { siteSettingsKeys } from "./keys";

/** Switches page protection for the public site (read on every page load: no redeploy). */
export async function setProtection(enabled: boolean): Promise<boolean> {
  const { data, error } = await supabase
    .from("site_settings")
    .update({ protection_enabled: enabled })
    .eq("id", 1)
    .select("protection_enabled")
    .single();
  if (error) throw error;
  return data.protection_enabled;
}

export function useProtectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProtection,
    onSuccess: (enabled) => queryClient.setQueryData(siteSettingsKeys.protection(), enabled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteSettingsKeys.all }),
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
    onSuccess: (required) => queryClient.setQueryData(siteSettingsKeys.staffMfa(), required),
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteSettingsKeys.all }),
  });
}
