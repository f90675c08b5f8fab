import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicDb as supabase } from "@/integrations/supabase/public-db";

export const protectionKeys = {
  all: ["site-settings", "protection"] as const,
};

/** site_settings.protection_enabled; protection stays on whenever the setting cannot be read. */
export async function getProtectionEnabled(): Promise<boolean> {
  try {
    const { data, error } = await supabase
      .from("site_settings")
      .select("protection_enabled")
      .limit(1)
      .maybeSingle();
    if (error || !data) return true;
    return (data as { protection_enabled?: unknown }).protection_enabled !== false;
  } catch {
    return true;
  }
}

export function protectionEnabledQueryOptions() {
  return queryOptions({ queryKey: protectionKeys.all, queryFn: getProtectionEnabled });
}

export function useProtectionEnabledQuery() {
  return useQuery(protectionEnabledQueryOptions());
}
