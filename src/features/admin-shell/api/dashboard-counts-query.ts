import { useQueries } from "@tanstack/react-query";
import { newCountQueryOptions } from "@/entities/contact-message";
import { rowCountQueryOptions } from "@/entities/content";
import { productKeys } from "@/entities/product";
import { serviceKeys } from "@/entities/service";
import { transportKeys } from "@/entities/transport-company";

export interface DashboardCounts {
  products: number;
  services: number;
  transport: number;
  newMessages: number;
}

/**
 * The dashboard's figures, each under its table's entity key (a save in the back office refreshes
 * it); the new-message count is the sidebar badge's query, so an inbox change refreshes both.
 */
export function useDashboardCountsQuery() {
  return useQueries({
    queries: [
      rowCountQueryOptions("products", productKeys.count()),
      rowCountQueryOptions("services", serviceKeys.count()),
      rowCountQueryOptions("transport_companies", transportKeys.count()),
      newCountQueryOptions(),
    ],
    combine: (results) => {
      const [products, services, transport, newMessages] = results.map((r) => r.data);
      return {
        isError: results.some((r) => r.isError),
        data:
          products !== undefined &&
          services !== undefined &&
          transport !== undefined &&
          newMessages !== undefined
            ? ({ products, services, transport, newMessages } satisfies DashboardCounts)
            : undefined,
        refetch: () => Promise.all(results.map((r) => r.refetch())),
      };
    },
  });
}
