import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { dashboardKeys } from "./keys";

export interface DashboardCounts {
  products: number;
  services: number;
  transport: number;
  newMessages: number;
}

async function countOf(
  table: "products" | "services" | "transport_companies",
  signal?: AbortSignal,
): Promise<number> {
  let query = supabase.from(table).select("id", { count: "exact", head: true });
  if (signal) query = query.abortSignal(signal);
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

async function countNewMessages(signal?: AbortSignal): Promise<number> {
  let query = supabase
    .from("contact_messages")
    .select("id", { count: "exact", head: true })
    .eq("status", "new");
  if (signal) query = query.abortSignal(signal);
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

export async function getDashboardCounts(signal?: AbortSignal): Promise<DashboardCounts> {
  const [products, services, transport, newMessages] = await Promise.all([
    countOf("products", signal),
    countOf("services", signal),
    countOf("transport_companies", signal),
    countNewMessages(signal),
  ]);
  return { products, services, transport, newMessages };
}

export function useDashboardCountsQuery() {
  return useQuery({
    queryKey: dashboardKeys.counts(),
    queryFn: ({ signal }) => getDashboardCounts(signal),
    staleTime: 30_000,
  });
}
