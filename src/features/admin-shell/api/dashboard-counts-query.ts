import { queryOptions, useQueries } from "@tanstack/react-query";
import { newCountQueryOptions } from "@/entities/contact-message";
import { supabase } from "@/integrations/supabase/client";
import { dashboardKeys } from "./keys";

export interface DashboardCounts {
  products: number;
  services: number;
  transport: number;
  newMessages: number;
}

type TableCounts = Omit<DashboardCounts, "newMessages">;

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

export async function getTableCounts(signal?: AbortSignal): Promise<TableCounts> {
  const [products, services, transport] = await Promise.all([
    countOf("products", signal),
    countOf("services", signal),
    countOf("transport_companies", signal),
  ]);
  return { products, services, transport };
}

const tableCountsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.counts(),
    queryFn: ({ signal }) => getTableCounts(signal),
    staleTime: 30_000,
  });

/**
 * The dashboard's figures. The new-message count is the sidebar badge's query (the contact-message
 * entity's), so an inbox change refreshes both.
 */
export function useDashboardCountsQuery() {
  return useQueries({
    queries: [tableCountsQueryOptions(), newCountQueryOptions()],
    combine: ([tables, messages]) => ({
      isError: tables.isError || messages.isError,
      data:
        tables.data && messages.data !== undefined
          ? ({ ...tables.data, newMessages: messages.data } satisfies DashboardCounts)
          : undefined,
      refetch: () => Promise.all([tables.refetch(), messages.refetch()]),
    }),
  });
}
