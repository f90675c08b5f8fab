/** The public directory's view of transport_companies: search, filters and page. */
export interface TransportListParams {
  q: string;
  city: string;
  state: string;
  vehicle: string;
  area: string;
  page: number;
}

export const TRANSPORT_PAGE_SIZE = 12;
const PAGE_SIZE = TRANSPORT_PAGE_SIZE;

/** The rows' range for a page (PostgREST range is inclusive). */
export function pageRange(page: number, size = PAGE_SIZE): [number, number] {
  const from = (Math.max(1, page) - 1) * size;
  return [from, from + size - 1];
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export interface FacetRow {
  city: string;
  state: string;
  vehicle_types: string[];
  service_areas: string[];
}

export interface Facets {
  cities: string[];
  states: string[];
  vehicleTypes: string[];
  serviceAreas: string[];
}

/** The distinct choices the data holds, sorted for people. */
export function distinctFacets(rows: FacetRow[], locale = "en"): Facets {
  const sort = (values: Iterable<string>) =>
    [...new Set([...values].map((v) => v.trim()).filter(Boolean))].sort((a, b) =>
      a.localeCompare(b, locale, { numeric: true, sensitivity: "base" }),
    );
  return {
    cities: sort(rows.map((r) => r.city)),
    states: sort(rows.map((r) => r.state)),
    vehicleTypes: sort(rows.flatMap((r) => r.vehicle_types)),
    serviceAreas: sort(rows.flatMap((r) => r.service_areas)),
  };
}
