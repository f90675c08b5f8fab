import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { pageRange, type TransportListParams as TransportFilters } from "./list-params";
import { transportKeys } from "./keys";

export interface TransportCompany {
  id: string;
  name: string;
  contact_person: string | null;
  phones: string[];
  email: string | null;
  website: string | null;
  address: string | null;
  city: string;
  state: string;
  service_areas: string[];
  vehicle_types: string[];
  is_verified: boolean;
}

export interface TransportPage {
  rows: TransportCompany[];
  total: number;
}

/**
 * One page of active companies: full-text (websearch syntax, "simple" config) over name, city,
 * state and service areas; exact city/state; vehicle type and service area contained in arrays.
 */
export async function getTransportCompanies(
  filters: TransportFilters,
  signal?: AbortSignal,
): Promise<TransportPage> {
  let query = supabase
    .from("transport_companies")
    .select(
      "id, name, contact_person, phones, email, website, address, city, state, service_areas, vehicle_types, is_verified",
      { count: "exact" },
    )
    .eq("is_active", true);
  if (filters.q)
    query = query.textSearch("search", filters.q, { type: "websearch", config: "simple" });
  if (filters.city) query = query.eq("city", filters.city);
  if (filters.state) query = query.eq("state", filters.state);
  if (filters.vehicle) query = query.contains("vehicle_types", [filters.vehicle]);
  if (filters.area) query = query.contains("service_areas", [filters.area]);
  const [from, to] = pageRange(filters.page);
  query = query.order("is_verified", { ascending: false }).order("name").range(from, to);
  if (signal) query = query.abortSignal(signal);
  const { data, error, count } = await query;
  // Past the last page PostgREST answers 416; show it as an empty page.
  if (error && error.code !== "PGRST103") throw error;
  return { rows: data ?? [], total: count ?? 0 };
}

export function transportCompaniesQueryOptions(filters: TransportFilters) {
  return queryOptions({
    queryKey: transportKeys.list(filters),
    queryFn: ({ signal }) => getTransportCompanies(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTransportCompaniesQuery(filters: TransportFilters) {
  return useQuery(transportCompaniesQueryOptions(filters));
}
