import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  localize,
  translationFilters,
  translationsEmbed,
  useContentLanguage,
  type ContentLanguage,
} from "@/lib/content-language";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { bannerKeys } from "./keys";
import { isBannerLive } from "./schedule";
import { BANNER_TRANSLATABLE as BANNER_FIELDS } from "./translatable";

export interface Banner {
  id: string;
  title: string;
  subtitle: string | null;
  image_url: string | null;
  cta_label: string | null;
  cta_href: string | null;
  starts_at: string | null;
  ends_at: string | null;
}

/** The home hero's slides: active, inside their schedule (RLS filters too), in order, in `lang`. */
export async function getBanners(
  signal?: AbortSignal,
  lang: ContentLanguage = "en",
): Promise<Banner[]> {
  let filtered = supabase
    .from("banners")
    .select(
      `id, title, subtitle, image_url, cta_label, cta_href, starts_at, ends_at${translationsEmbed("banner_translations", BANNER_FIELDS, lang)}`,
    )
    .eq("is_active", true);
  for (const [column, value] of translationFilters(lang)) filtered = filtered.eq(column, value);
  let query = filtered
    .order("sort_order", { ascending: true })
    .order("created_at", { ascending: true })
    .limit(10);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  const now = new Date();
  return ((data as unknown as Banner[] | null) ?? [])
    .filter((banner) => isBannerLive(banner, now))
    .map((banner) => localize(banner, BANNER_FIELDS));
}

export function bannersQueryOptions(lang: ContentLanguage) {
  return queryOptions({
    queryKey: bannerKeys.live(lang),
    queryFn: ({ signal }) => getBanners(signal, lang),
  });
}

export function useBannersQuery() {
  return useQuery(bannersQueryOptions(useContentLanguage()));
}
