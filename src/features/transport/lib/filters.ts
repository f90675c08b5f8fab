/** The transport search as it lives in the URL: ?q=&city=&state=&vehicle=&area=&page= */
export interface TransportFilters {
  q: string;
  city: string;
  state: string;
  vehicle: string;
  area: string;
  page: number;
}

export const EMPTY_FILTERS: TransportFilters = {
  q: "",
  city: "",
  state: "",
  vehicle: "",
  area: "",
  page: 1,
};

export const PAGE_SIZE = 12;
const MAX_TEXT = 100;
const MAX_PAGE = 1000;
const KEYS = ["q", "city", "state", "vehicle", "area"] as const;

export function parseFilters(search: URLSearchParams): TransportFilters {
  const filters: TransportFilters = { ...EMPTY_FILTERS };
  for (const key of KEYS) filters[key] = (search.get(key) ?? "").trim().slice(0, MAX_TEXT);
  const page = Number(search.get("page"));
  filters.page = Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
  return filters;
}

export function serializeFilters(filters: TransportFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key].trim();
    if (value) search.set(key, value);
  }
  if (filters.page > 1) search.set("page", String(filters.page));
  return search;
}

export function hasFilters(filters: TransportFilters): boolean {
  return KEYS.some((key) => filters[key].trim() !== "");
}

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

/** tel: link of a number as written (+91 79 4006 1120 -> tel:+917940061120). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
