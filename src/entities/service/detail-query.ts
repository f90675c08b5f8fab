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
import { SERVICE_TRANSLATABLE } from "./translatable";

export interface Service {
  id: string;
  slug: string;
  title: string;
  summary: string | null;
  body: string | null;
  icon: string | null;
  image_url: string | null;
  features: string[];
}

const SERVICE_FIELDS = SERVICE_TRANSLATABLE;

/**
 * One published service by slug in `lang` (English where untranslated); null when there is none
 * (the page shows its not-found state).
 */
export async function getService(
  slug: string,
  signal?: AbortSignal,
  lang: ContentLanguage = "en",
): Promise<Service | null> {
  let query = supabase
    .from("services")
    .select(
      `id, slug, title, summary, body, icon, image_url, features${translationsEmbed("service_translations", SERVICE_FIELDS, lang)}`,
    )
    .eq("slug", slug)
    .eq("is_active", true);
  for (const [column, value] of translationFilters(lang)) query = query.eq(column, value);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const service = localize(data as unknown as Service, SERVICE_FIELDS);
  return { ...service, features: service.features ?? [] };
}

export function serviceQueryOptions(slug: string, lang: ContentLanguage) {
  return queryOptions({
    queryKey: serviceKeys.detail(slug, lang),
    queryFn: ({ signal }) => getService(slug, signal, lang),
    enabled: slug.length > 0,
  });
}

export function useServiceQuery(slug: string) {
  return useQuery(serviceQueryOptions(slug, useContentLanguage()));
}
