import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { parseFigures, type CompanyFigure } from "../lib/figures";

export interface SiteSettings {
  company_name: string;
  tagline: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  phones: string[];
  emails: string[];
  business_hours: string | null;
  countries_served: string;
  material_testing: string;
  lead_time_days: number | null;
  story: string | null;
  founded_year: number | null;
  figures: CompanyFigure[];
  certifications: string[];
  quality_statement: string | null;
}

export const siteKeys = {
  all: ["site-settings"] as const,
  settings: () => [...siteKeys.all, "row"] as const,
};

const COLUMNS =
  "company_name, tagline, address_line1, address_line2, city, state, postal_code, country, phones, emails, business_hours, countries_served, material_testing, lead_time_days, story, founded_year, figures, certifications, quality_statement";

/** The one site_settings row (company facts); null when it cannot be read. */
export async function getSiteSettings(): Promise<SiteSettings | null> {
  const { data, error } = await supabase
    .from("site_settings")
    .select(COLUMNS)
    .limit(1)
    .maybeSingle();
  if (error) {
    console.error("Failed to load site settings", error);
    return null;
  }
  if (!data) return null;
  return {
    ...data,
    phones: data.phones ?? [],
    emails: data.emails ?? [],
    certifications: data.certifications ?? [],
    figures: parseFigures(data.figures),
  };
}

export function useSiteSettingsQuery() {
  return useQuery({ queryKey: siteKeys.settings(), queryFn: getSiteSettings });
}
