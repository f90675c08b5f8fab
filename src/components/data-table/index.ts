export { DataTable } from "./data-table";
export { ColumnMenu, useColumnVisibility } from "./column-menu";
export { Pager } from "./pager";
export { SearchBox, SEARCH_DEBOUNCE_MS } from "./search-box";
export { BulkBar, Toolbar } from "./toolbar";
export { useListState, type ListControls } from "./use-list-state";
export { useUrlParams, type UpdateParams } from "./use-url-params";
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  applyChanges,
  clearedFilters,
  pageRange,
  parsePage,
  parsePageSize,
  readListState,
  type ListSpec,
  type ListState,
  type ParamChanges,
  type SortState,
} from "./url-state";
