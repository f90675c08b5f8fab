import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  localize,
  translationFilters,
  translationsEmbed,
  useContentLanguage,
  type ContentLanguage,
} from "@/features/content-i18n";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
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
  settings: (lang: ContentLanguage) => [...siteKeys.all, "row", lang] as const,
};

/** The settings' texts that have translations (site_setting_translations). */
const SITE_FIELDS = [
  "tagline",
  "story",
  "quality_statement",
  "business_hours",
  "figures",
  "certifications",
] as const;

const COLUMNS =
  "company_name, tagline, address_line1, address_line2, city, state, postal_code, country, phones, emails, business_hours, countries_served, material_testing, lead_time_days, story, founded_year, figures, certifications, quality_statement";

/** The one site_settings row (company facts) in `lang`; null when it cannot be read. */
export async function getSiteSettings(lang: ContentLanguage = "en"): Promise<SiteSettings | null> {
  let query = supabase
    .from("site_settings")
    .select(`${COLUMNS}${translationsEmbed("site_setting_translations", SITE_FIELDS, lang)}`);
  for (const [column, value] of translationFilters(lang)) query = query.eq(column, value);
  const { data: raw, error } = await query.limit(1).maybeSingle();
  if (error) {
    console.error("Failed to load site settings", error);
    return null;
  }
  if (!raw) return null;
  type Row = Omit<SiteSettings, "figures"> & { figures: unknown };
  const data = localize(raw as unknown as Row, SITE_FIELDS);
  return {
    ...data,
    phones: data.phones ?? [],
    emails: data.emails ?? [],
    certifications: data.certifications ?? [],
    figures: parseFigures(data.figures),
  };
}

export function siteSettingsQueryOptions(lang: ContentLanguage) {
  return queryOptions({ queryKey: siteKeys.settings(lang), queryFn: () => getSiteSettings(lang) });
}

export function useSiteSettingsQuery() {
  return useQuery(siteSettingsQueryOptions(useContentLanguage()));
}
