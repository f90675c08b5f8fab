import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { securityKeys } from "./keys";

export async function getProtection(signal?: AbortSignal): Promise<boolean> {
  let query = supabase.from("site_settings").select("protection_enabled").eq("id", 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.single();
  if (error) throw error;
  return data.protection_enabled;
}

export function useProtectionQuery() {
  return useQuery({
    queryKey: securityKeys.protection(),
    queryFn: ({ signal }) => getProtection(signal),
    staleTime: 0,
  });
}

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
    onSuccess: (enabled) => queryClient.setQueryData(securityKeys.protection(), enabled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["site-settings"] }),
  });
}
