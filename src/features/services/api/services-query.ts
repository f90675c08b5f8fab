import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { servicesKeys } from "./keys";

export interface ServiceSummary {
  id: string;
  slug: string;
  title: string;
  summary: string | null;
  icon: string | null;
}

/** Published services in their order (the calculator's row included). */
export async function getServices(signal?: AbortSignal): Promise<ServiceSummary[]> {
  let query = supabase
    .from("services")
    .select("id, slug, title, summary, icon")
    .eq("is_active", true)
    .order("sort_order", { ascending: true })
    .order("title", { ascending: true });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data ?? [];
}

export function useServicesQuery() {
  return useQuery({ queryKey: servicesKeys.list(), queryFn: ({ signal }) => getServices(signal) });
}
