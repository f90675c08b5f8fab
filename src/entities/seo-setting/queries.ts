import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  localize,
  translationFilters,
  translationsEmbed,
  useContentLanguage,
  type ContentLanguage,
} from "@/lib/content-language";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { seoKeys } from "./keys";
import { SEO_SETTING_TRANSLATABLE as SEO_FIELDS } from "./translatable";

export interface SeoRow {
  route: string;
  title: string | null;
  description: string | null;
  keywords: string | null;
  og_image: string | null;
}

/**
 * Every route's SEO row in `lang` (English where untranslated) in one small request, shared by
 * all pages through the cache.
 */
export async function getSeoSettings(
  signal?: AbortSignal,
  lang: ContentLanguage = "en",
): Promise<SeoRow[]> {
  let query = supabase
    .from("seo_settings")
    .select(
      `route, title, description, keywords, og_image${translationsEmbed("seo_setting_translations", SEO_FIELDS, lang)}`,
    );
  for (const [column, value] of translationFilters(lang)) query = query.eq(column, value);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return ((data as unknown as SeoRow[] | null) ?? []).map((row) => localize(row, SEO_FIELDS));
}

export function seoSettingsQueryOptions(lang: ContentLanguage) {
  return queryOptions({
    queryKey: seoKeys.list(lang),
    queryFn: ({ signal }) => getSeoSettings(signal, lang),
  });
}

export function useSeoSettingsQuery() {
  return useQuery(seoSettingsQueryOptions(useContentLanguage()));
}
