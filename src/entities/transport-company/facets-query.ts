import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { distinctFacets, type Facets } from "./list-params";
import { transportKeys } from "./keys";

/** City, state, vehicle-type and service-area choices, from the data itself. */
export async function getTransportFacets(signal?: AbortSignal): Promise<Facets> {
  let query = supabase
    .from("transport_companies")
    .select("city, state, vehicle_types, service_areas")
    .eq("is_active", true)
    .limit(5000);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return distinctFacets(data ?? []);
}

export function transportFacetsQueryOptions() {
  return queryOptions({
    queryKey: transportKeys.facets(),
    queryFn: ({ signal }) => getTransportFacets(signal),
  });
}

export function useTransportFacetsQuery() {
  return useQuery(transportFacetsQueryOptions());
}
