import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { servicesKeys } from "./keys";

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

/** One published service by slug; null when there is none (the page shows its not-found state). */
export async function getService(slug: string, signal?: AbortSignal): Promise<Service | null> {
  let query = supabase
    .from("services")
    .select("id, slug, title, summary, body, icon, image_url, features")
    .eq("slug", slug)
    .eq("is_active", true);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return data ? { ...data, features: data.features ?? [] } : null;
}

export function useServiceQuery(slug: string) {
  return useQuery({
    queryKey: servicesKeys.detail(slug),
    queryFn: ({ signal }) => getService(slug, signal),
    enabled: slug.length > 0,
  });
}
