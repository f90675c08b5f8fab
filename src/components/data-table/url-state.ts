/**
 * A list's state in the URL, as pure functions: ?q=&page=&size=&sort=name|-name&<filter>=.
 * Pages are 1-based (`?page=2` is the second page); page 1 and the default size are left out.
 */

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** Parameter changes: a string sets the parameter, null or "" removes it. */
export type ParamChanges = Record<string, string | null>;

export interface SortState {
  id: string;
  desc: boolean;
}

export interface ListSpec {
  /** The filter parameters the list reads. */
  filters?: readonly string[];
  /** The sortable columns; without them the list has no sort parameter. */
  sortKeys?: readonly string[];
  defaultSort?: SortState;
}

export interface ListState {
  q: string;
  page: number;
  pageSize: number;
  sort: SortState | null;
  filters: Record<string, string>;
}

/** A 1-based page number; anything malformed is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function parsePageSize(value: string | null): number {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** `name` ascending, `-name` descending; unknown columns fall back to the default. */
export function parseSort(
  value: string | null,
  keys: readonly string[],
  fallback: SortState | null,
): SortState | null {
  if (!value) return fallback;
  const desc = value.startsWith("-");
  const id = desc ? value.slice(1) : value;
  return keys.includes(id) ? { id, desc } : fallback;
}

export function sortToParam(sort: SortState): string {
  return `${sort.desc ? "-" : ""}${sort.id}`;
}

/** A click on a column header: ascending first, then descending, then ascending again. */
export function nextSort(current: SortState | null, id: string): SortState {
  return { id, desc: current?.id === id && !current.desc };
}

export function readListState(params: URLSearchParams, spec: ListSpec = {}): ListState {
  const filters: Record<string, string> = {};
  for (const name of spec.filters ?? []) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    q: (params.get("q") ?? "").trim(),
    page: parsePage(params.get("page")),
    pageSize: parsePageSize(params.get("size")),
    sort: spec.sortKeys
      ? parseSort(params.get("sort"), spec.sortKeys, spec.defaultSort ?? null)
      : null,
    filters,
  };
}

/**
 * The params with the changes applied to a copy. Any change other than the page starts the list
 * again at page 1; page 1 and the default page size are removed to keep URLs short.
 */
export function applyChanges(params: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  }
  if (!("page" in changes)) next.delete("page");
  if (next.get("page") === "1") next.delete("page");
  if (next.get("size") === String(DEFAULT_PAGE_SIZE)) next.delete("size");
  return next;
}

/** The changes that clear the search and the given filters. */
export function clearedFilters(filters: readonly string[]): ParamChanges {
  return Object.fromEntries([["q", null], ...filters.map((name) => [name, null])]);
}

/** The rows a page shows (1-based, inclusive) and the number of pages. */
export function pageRange(
  page: number,
  pageSize: number,
  total: number,
): { first: number; last: number; pages: number } {
  return {
    first: total === 0 ? 0 : (page - 1) * pageSize + 1,
    last: Math.min(total, page * pageSize),
    pages: Math.max(1, Math.ceil(total / pageSize)),
  };
}
