import { TRANSPORT_PAGE_SIZE, type TransportListParams } from "@/entities/transport-company";

export {
  distinctFacets,
  pageCount,
  pageRange,
  type FacetRow,
  type Facets,
} from "@/entities/transport-company";

/** The transport search as it lives in the URL: ?q=&city=&state=&vehicle=&area=&page= */
export type TransportFilters = TransportListParams;

export const EMPTY_FILTERS: TransportFilters = {
  q: "",
  city: "",
  state: "",
  vehicle: "",
  area: "",
  page: 1,
};

export const PAGE_SIZE = TRANSPORT_PAGE_SIZE;
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

/** tel: link of a number as written (+91 79 4006 1120 -> tel:+917940061120). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
