import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  localize,
  translationFilters,
  translationsEmbed,
  useContentLanguage,
  type ContentLanguage,
} from "@/lib/content-language";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { videoKeys } from "./keys";
import { VIDEO_TRANSLATABLE as VIDEO_FIELDS } from "./translatable";

export interface Video {
  id: string;
  youtube_id: string;
  title: string;
  description: string | null;
  category: string | null;
  created_at: string;
}

/** The newest published videos (then in their set order), in `lang`. */
export async function getLatestVideos(
  limit: number,
  signal?: AbortSignal,
  lang: ContentLanguage = "en",
): Promise<Video[]> {
  let filtered = supabase
    .from("videos")
    .select(
      `id, youtube_id, title, description, category, created_at${translationsEmbed("video_translations", VIDEO_FIELDS, lang)}`,
    )
    .eq("is_active", true);
  for (const [column, value] of translationFilters(lang)) filtered = filtered.eq(column, value);
  let query = filtered
    .order("created_at", { ascending: false })
    .order("sort_order", { ascending: true })
    .limit(limit);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return ((data as unknown as Video[] | null) ?? []).map((v) => localize(v, VIDEO_FIELDS));
}

export function latestVideosQueryOptions(limit: number, lang: ContentLanguage) {
  return queryOptions({
    queryKey: videoKeys.latest(limit, lang),
    queryFn: ({ signal }) => getLatestVideos(limit, signal, lang),
  });
}

export function useLatestVideosQuery(limit = 3) {
  return useQuery(latestVideosQueryOptions(limit, useContentLanguage()));
}
