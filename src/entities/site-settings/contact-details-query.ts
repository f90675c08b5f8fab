import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  localize,
  translationFilters,
  translationsEmbed,
  useContentLanguage,
  type ContentLanguage,
} from "@/lib/content-language";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { siteSettingsKeys } from "./keys";

export interface ContactDetails {
  companyName: string;
  address: string[];
  phones: string[];
  emails: string[];
  businessHours: string | null;
  social: { platform: string; url: string }[];
}

/**
 * The company's address, phones, e-mails and hours (site_settings; the hours in `lang`) and its
 * social links.
 */
export async function getContactDetails(
  signal?: AbortSignal,
  lang: ContentLanguage = "en",
): Promise<ContactDetails | null> {
  let filtered = supabase
    .from("site_settings")
    .select(
      `company_name, address_line1, address_line2, city, state, postal_code, country, phones, emails, business_hours${translationsEmbed("site_setting_translations", ["business_hours"], lang)}`,
    );
  for (const [column, value] of translationFilters(lang)) filtered = filtered.eq(column, value);
  let settings = filtered.limit(1);
  let social = supabase
    .from("social_links")
    .select("platform, url")
    .eq("is_active", true)
    .order("sort_order");
  if (signal) {
    settings = settings.abortSignal(signal);
    social = social.abortSignal(signal);
  }
  const [s, l] = await Promise.all([settings.maybeSingle(), social]);
  if (s.error) throw s.error;
  if (l.error) throw l.error;
  if (!s.data) return null;
  const d = localize(
    s.data as unknown as {
      company_name: string;
      address_line1: string | null;
      address_line2: string | null;
      city: string | null;
      state: string | null;
      postal_code: string | null;
      country: string | null;
      phones: string[];
      emails: string[];
      business_hours: string | null;
    },
    ["business_hours"],
  );
  const cityLine = [d.city, d.state, d.postal_code].filter(Boolean).join(", ");
  return {
    companyName: d.company_name,
    address: [d.address_line1, d.address_line2, cityLine, d.country].filter(
      (line): line is string => Boolean(line?.trim()),
    ),
    phones: d.phones,
    emails: d.emails,
    businessHours: d.business_hours,
    social: l.data ?? [],
  };
}

export function useContactDetailsQuery() {
  return useQuery(contactDetailsQueryOptions(useContentLanguage()));
}

export function contactDetailsQueryOptions(lang: ContentLanguage) {
  return queryOptions({
    queryKey: siteSettingsKeys.contactDetails(lang),
    queryFn: ({ signal }) => getContactDetails(signal, lang),
  });
}
