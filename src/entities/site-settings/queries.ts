import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  localize,
  translationFilters,
  translationsEmbed,
  useContentLanguage,
  type ContentLanguage,
} from "@/lib/content-language";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { parseFigures } from "./figures";
import { siteSettingsKeys } from "./keys";
import type { SiteSettings } from "./model";
import { SITE_SETTINGS_TRANSLATABLE as SITE_FIELDS } from "./translatable";
import { reportLoadError } from "@/lib/aborted";

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
    reportLoadError("Failed to load site settings", error);
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
  return queryOptions({
    queryKey: siteSettingsKeys.row(lang),
    queryFn: () => getSiteSettings(lang),
  });
}

export function useSiteSettingsQuery() {
  return useQuery(siteSettingsQueryOptions(useContentLanguage()));
}

/**
 * site_settings.protection_enabled, the one read of the page-protection switch (the public
 * pages and the Security page share it). Throws when it cannot be read: the public pages then
 * keep protection on, the Security page shows the error.
 */
export async function getProtectionEnabled(signal?: AbortSignal): Promise<boolean> {
  let query = supabase.from("site_settings").select("protection_enabled").eq("id", 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.single();
  if (error) throw error;
  return data.protection_enabled;
}

export function protectionQueryOptions() {
  return queryOptions({
    queryKey: siteSettingsKeys.protection(),
    queryFn: ({ signal }) => getProtectionEnabled(signal),
  });
}

/** The Security switch "Staff must use two-step sign-in" (site_settings.staff_mfa_required). */
export async function getStaffMfaRequired(signal?: AbortSignal): Promise<boolean> {
  let query = supabase.from("site_settings").select("staff_mfa_required").eq("id", 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.single();
  if (error) throw error;
  return data.staff_mfa_required;
}

export function staffMfaQueryOptions() {
  return queryOptions({
    queryKey: siteSettingsKeys.staffMfa(),
    queryFn: ({ signal }) => getStaffMfaRequired(signal),
  });
}
