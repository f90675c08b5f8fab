import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { isBannerLive } from "../lib/banner-schedule";
import { homeKeys } from "./keys";

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

/** The home hero's slides: active, inside their schedule (RLS filters too), in order. */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  let query = supabase
    .from("banners")
    .select("id, title, subtitle, image_url, cta_label, cta_href, starts_at, ends_at")
    .eq("is_active", true)
    .order("sort_order", { ascending: true })
    .order("created_at", { ascending: true })
    .limit(10);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  const now = new Date();
  return (data ?? []).filter((banner) => isBannerLive(banner, now));
}

export function useBannersQuery() {
  return useQuery({ queryKey: homeKeys.banners(), queryFn: ({ signal }) => getBanners(signal) });
}
