import type { Catalog, CatalogColumn } from "./catalog";
import { byName, key, pgTypeToTs } from "./pg-type";

export const sortColumns = (columns: CatalogColumn[]): CatalogColumn[] =>
  [...columns].sort((a, b) => byName(a.name, b.name));

export const columnType = (column: CatalogColumn, catalog: Catalog): string =>
  `${pgTypeToTs(column.type, catalog)}${column.nullable ? " | null" : ""}`;

/** A relation's row as an object type, columns in alphabetical order. */
export function renderRow(
  columns: CatalogColumn[],
  catalog: Catalog,
  extra: string[] = [],
): string {
  const fields = sortColumns(columns).map((c) => `${key(c.name)}: ${columnType(c, catalog)}`);
  return `{\n${[...fields, ...extra].join("\n")} }`;
}
