import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { seoKeys } from "./keys";

export interface SeoRow {
  route: string;
  title: string | null;
  description: string | null;
  keywords: string | null;
  og_image: string | null;
}

/** Every route's SEO row in one small request, shared by all pages through the cache. */
export async function getSeoSettings(signal?: AbortSignal): Promise<SeoRow[]> {
  let query = supabase.from("seo_settings").select("route, title, description, keywords, og_image");
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data ?? [];
}

export function useSeoSettingsQuery() {
  return useQuery({
    queryKey: seoKeys.list(),
    queryFn: ({ signal }) => getSeoSettings(signal),
  });
}
