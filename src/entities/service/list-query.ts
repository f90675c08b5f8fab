import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  localize,
  translationFilters,
  translationsEmbed,
  useContentLanguage,
  type ContentLanguage,
} from "@/lib/content-language";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { serviceKeys } from "./keys";

export interface ServiceSummary {
  id: string;
  slug: string;
  title: string;
  summary: string | null;
  icon: string | null;
}

const SUMMARY_FIELDS = ["title", "summary"] as const;

/** Published services in their order (the calculator's row included), in `lang`. */
export async function getServices(
  signal?: AbortSignal,
  lang: ContentLanguage = "en",
): Promise<ServiceSummary[]> {
  let filtered = supabase
    .from("services")
    .select(
      `id, slug, title, summary, icon${translationsEmbed("service_translations", SUMMARY_FIELDS, lang)}`,
    )
    .eq("is_active", true);
  for (const [column, value] of translationFilters(lang)) filtered = filtered.eq(column, value);
  let query = filtered.order("sort_order", { ascending: true }).order("title", { ascending: true });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return ((data as unknown as ServiceSummary[] | null) ?? []).map((s) =>
    localize(s, SUMMARY_FIELDS),
  );
}

export function servicesQueryOptions(lang: ContentLanguage) {
  return queryOptions({
    queryKey: serviceKeys.list(lang),
    queryFn: ({ signal }) => getServices(signal, lang),
  });
}

export function useServicesQuery() {
  return useQuery(servicesQueryOptions(useContentLanguage()));
}
