import { useCallback, useMemo } from "react";
import {
  applyChanges,
  clearedFilters,
  readListState,
  sortToParam,
  type ListSpec,
  type ListState,
  type ParamChanges,
  type SortState,
} from "./url-state";
import { useUrlParams } from "./use-url-params";

export interface ListControls {
  state: ListState;
  params: URLSearchParams;
  /** Sets parameters (null removes one); back to page 1 unless the page is among them. */
  set: (changes: ParamChanges) => void;
  setSearch: (q: string) => void;
  setFilter: (name: string, value: string) => void;
  setSort: (sort: SortState) => void;
  /** A page change is a history entry of its own (Back returns to the previous page). */
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  clearFilters: () => void;
  /** The search or a filter is set. */
  filtered: boolean;
}

/** A list's search, filters, sort and page, kept in the URL. */
export function useListState(spec: ListSpec): ListControls {
  const [params, update] = useUrlParams();
  const state = useMemo(() => readListState(params, spec), [params, spec]);
  const filterNames = spec.filters;
  const set = useCallback(
    (changes: ParamChanges) => update((latest) => applyChanges(latest, changes)),
    [update],
  );
  return {
    state,
    params,
    set,
    setSearch: useCallback((q) => set({ q: q.trim() }), [set]),
    setFilter: useCallback((name, value) => set({ [name]: value }), [set]),
    setSort: useCallback((sort) => set({ sort: sortToParam(sort) }), [set]),
    setPage: useCallback(
      (page) =>
        update((latest) => applyChanges(latest, { page: String(page) }), { replace: false }),
      [update],
    ),
    setPageSize: useCallback((size) => set({ size: String(size) }), [set]),
    clearFilters: useCallback(() => set(clearedFilters(filterNames ?? [])), [set, filterNames]),
    filtered: state.q !== "" || Object.keys(state.filters).length > 0,
  };
}
