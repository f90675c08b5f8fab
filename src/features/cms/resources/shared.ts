import type { ColumnDef, FieldDef, FilterDef } from "../define-resource";

export const activeField: FieldDef = {
  name: "is_active",
  widget: "switch",
  help: "cms.help.is_active",
};
export const sortField: FieldDef = {
  name: "sort_order",
  widget: "number",
  help: "cms.help.sort_order",
};
export const s = (v: string | undefined) => (v ?? "").trim();

/** The list columns, sort, filters and defaults most content types share. */
export const imageColumn: ColumnDef = {
  name: "image_url",
  kind: "image",
  label: "cms.fields.image",
};
export const activeColumn: ColumnDef = { name: "is_active", kind: "active", sortable: true };
export const sortColumn: ColumnDef = { name: "sort_order", sortable: true };
export const bySortOrder = { column: "sort_order", ascending: true };
export const activeFilter: FilterDef = { name: "is_active", kind: "bool" };
export const missingTranslationFilter: FilterDef = {
  name: "missing",
  kind: "translation",
  label: "translations.filter.label",
};
/** A new record starts active and first in its list's order. */
export const activeAndFirst = () => ({ is_active: true, sort_order: 0 });
