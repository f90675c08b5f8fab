import type { Catalog, CatalogColumn, CatalogRelation } from "./catalog";
import { byName, key, pgTypeToTs } from "./pg-type";
import { functionReturnType, isCallable } from "./render-functions";
import { columnType, renderRow, sortColumns } from "./render-row";

const isNever = (c: CatalogColumn): boolean => c.identity === "ALWAYS" || c.generated;

function tableInsert(c: CatalogColumn, catalog: Catalog): string {
  if (isNever(c)) return `${key(c.name)}?: never`;
  const optional = c.nullable || c.identity !== null || c.hasDefault;
  return `${key(c.name)}${optional ? "?" : ""}: ${columnType(c, catalog)}`;
}

function tableUpdate(c: CatalogColumn, catalog: Catalog): string {
  if (isNever(c)) return `${key(c.name)}?: never`;
  return `${key(c.name)}?: ${columnType(c, catalog)}`;
}

/** Columns of an auto-updatable view are all optional and nullable, as the CLI types them. */
function viewWrite(c: CatalogColumn, catalog: Catalog): string {
  if (!c.updatable || isNever(c)) return `${key(c.name)}?: never`;
  return `${key(c.name)}?: ${pgTypeToTs(c.type, catalog)} | null`;
}

/** Functions taking the relation's row are computed fields: PostgREST selects them as columns. */
function computedFields(relation: CatalogRelation, catalog: Catalog): string[] {
  return catalog.functions
    .filter((fn) => fn.argumentTypes === relation.name && isCallable(fn, catalog))
    .map((fn) => `${key(fn.name)}: ${functionReturnType(fn, catalog)} | null`);
}

function renderRelationships(relation: CatalogRelation, catalog: Catalog): string {
  const fks = catalog.foreignKeys
    .filter((fk) => fk.relation === relation.name)
    .sort(
      (a, b) =>
        byName(a.name, b.name) ||
        byName(a.referencedRelation, b.referencedRelation) ||
        byName(JSON.stringify(a.referencedColumns), JSON.stringify(b.referencedColumns)),
    )
    .map(
      (fk) => `{
        foreignKeyName: ${key(fk.name)}
        columns: ${JSON.stringify(fk.columns)}
        isOneToOne: ${fk.isOneToOne}
        referencedRelation: ${key(fk.referencedRelation)}
        referencedColumns: ${JSON.stringify(fk.referencedColumns)}
      }`,
    );
  return `[${fks.join(",\n")}]`;
}

function renderRelation(relation: CatalogRelation, catalog: Catalog): string {
  const columns = sortColumns(relation.columns);
  const row = `Row: ${renderRow(columns, catalog, computedFields(relation, catalog))}`;
  let writes = "";
  if (relation.kind === "table") {
    writes = `Insert: {\n${columns.map((c) => tableInsert(c, catalog)).join("\n")} }
      Update: {\n${columns.map((c) => tableUpdate(c, catalog)).join("\n")} }`;
  } else if (relation.updatable) {
    const shape = `{\n${columns.map((c) => viewWrite(c, catalog)).join("\n")} }`;
    writes = `Insert: ${shape}\nUpdate: ${shape}`;
  }
  return `${key(relation.name)}: {
    ${row}
    ${writes}
    Relationships: ${renderRelationships(relation, catalog)}
  }`;
}

export function renderRelations(catalog: Catalog, kind: CatalogRelation["kind"]): string {
  const relations = catalog.relations
    .filter((r) => r.kind === kind)
    .sort((a, b) => byName(a.name, b.name));
  if (relations.length === 0) return "[_ in never]: never";
  return relations.map((r) => renderRelation(r, catalog)).join("\n");
}
