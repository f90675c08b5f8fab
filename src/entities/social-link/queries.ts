import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { socialLinkKeys } from "./keys";
import { reportLoadError } from "@/lib/aborted";

export interface SocialLink {
  id: string;
  platform: string;
  url: string;
}

/** Published social media links in their order; an empty list when they cannot be read. */
export async function getSocialLinks(signal?: AbortSignal): Promise<SocialLink[]> {
  let query = supabase
    .from("social_links")
    .select("id, platform, url")
    .eq("is_active", true)
    .order("sort_order", { ascending: true });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) {
    reportLoadError("Failed to load social links", error, signal);
    return [];
  }
  return data ?? [];
}

export function socialLinksQueryOptions() {
  return queryOptions({
    queryKey: socialLinkKeys.active(),
    queryFn: ({ signal }) => getSocialLinks(signal),
  });
}

export function useSocialLinksQuery() {
  return useQuery(socialLinksQueryOptions());
}
