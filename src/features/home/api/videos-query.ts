import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { homeKeys } from "./keys";

export interface Video {
  id: string;
  youtube_id: string;
  title: string;
  description: string | null;
  category: string | null;
}

/** The newest published videos (then in their set order). */
export async function getLatestVideos(limit: number, signal?: AbortSignal): Promise<Video[]> {
  let query = supabase
    .from("videos")
    .select("id, youtube_id, title, description, category")
    .eq("is_active", true)
    .order("created_at", { ascending: false })
    .order("sort_order", { ascending: true })
    .limit(limit);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data ?? [];
}

export function useLatestVideosQuery(limit = 3) {
  return useQuery({
    queryKey: homeKeys.videos(limit),
    queryFn: ({ signal }) => getLatestVideos(limit, signal),
  });
}
