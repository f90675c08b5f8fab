import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";

export interface SiteSettings {
  company_name: string;
  tagline: string | null;
  phones: string[];
  emails: string[];
  countries_served: string;
  material_testing: string;
  lead_time_days: number | null;
}

export const siteKeys = {
  all: ["site-settings"] as const,
  settings: () => [...siteKeys.all, "row"] as const,
};

/** The one site_settings row (company facts); null when it cannot be read. */
export async function getSiteSettings(): Promise<SiteSettings | null> {
  const { data, error } = await supabase
    .from("site_settings")
    .select(
      "company_name, tagline, phones, emails, countries_served, material_testing, lead_time_days",
    )
    .limit(1)
    .maybeSingle();
  if (error) {
    console.error("Failed to load site settings", error);
    return null;
  }
  return (data as SiteSettings | null) ?? null;
}

export function useSiteSettingsQuery() {
  return useQuery({ queryKey: siteKeys.settings(), queryFn: getSiteSettings });
}
