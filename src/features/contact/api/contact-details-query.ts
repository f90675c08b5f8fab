import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { contactKeys } from "./keys";

export interface ContactDetails {
  companyName: string;
  address: string[];
  phones: string[];
  emails: string[];
  businessHours: string | null;
  social: { platform: string; url: string }[];
}

/** The company's address, phones, e-mails and hours (site_settings) and its social links. */
export async function getContactDetails(signal?: AbortSignal): Promise<ContactDetails | null> {
  let settings = supabase
    .from("site_settings")
    .select(
      "company_name, address_line1, address_line2, city, state, postal_code, country, phones, emails, business_hours",
    )
    .limit(1);
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
  const d = s.data;
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
  return useQuery({
    queryKey: contactKeys.details(),
    queryFn: ({ signal }) => getContactDetails(signal),
  });
}
