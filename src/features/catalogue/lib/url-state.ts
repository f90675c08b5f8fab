import {
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  type ProductListParams,
  type ProductSort,
} from "@/entities/product";

/** The catalogue's view as the URL holds it: /products?q=&category=&brand=&sort=&page= */
export const SORTS = PRODUCT_SORTS;
export type { ProductSort };

export const PAGE_SIZE = PRODUCT_PAGE_SIZE;
const MAX_PAGE = 1000;
const MAX_QUERY = 100;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type CatalogueState = ProductListParams;

export const DEFAULT_STATE: CatalogueState = {
  q: "",
  category: null,
  brand: null,
  sort: "featured",
  page: 1,
};

function slugOrNull(value: string | null): string | null {
  const v = value?.trim().toLowerCase() ?? "";
  return v && v.length <= 120 && SLUG.test(v) ? v : null;
}

/** Reads the view from the query string; anything malformed falls back to its default. */
export function parseCatalogueState(params: URLSearchParams): CatalogueState {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY);
  const sortRaw = params.get("sort");
  const sort = SORTS.find((s) => s === sortRaw) ?? DEFAULT_STATE.sort;
  const pageRaw = params.get("page") ?? "";
  const pageNum = /^\d{1,6}$/.test(pageRaw) ? Number(pageRaw) : NaN;
  const page = Number.isInteger(pageNum) && pageNum >= 1 && pageNum <= MAX_PAGE ? pageNum : 1;
  return {
    q,
    category: slugOrNull(params.get("category")),
    brand: slugOrNull(params.get("brand")),
    sort,
    page,
  };
}

/** The query string for a view; defaults are left out so links stay short and canonical. */
export function serializeCatalogueState(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.category) params.set("category", state.category);
  if (state.brand) params.set("brand", state.brand);
  if (state.sort !== DEFAULT_STATE.sort) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** A change of the search, a filter or the sort starts again at page 1. */
export function updateCatalogueState(
  state: CatalogueState,
  change: Partial<CatalogueState>,
): CatalogueState {
  const next = { ...state, ...change };
  if (!("page" in change)) next.page = 1;
  return next;
}

export function hasFilters(state: CatalogueState): boolean {
  return Boolean(state.q || state.category || state.brand);
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
