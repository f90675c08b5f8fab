/**
 * What the generator reads from pg_catalog, already reduced to plain data so rendering is pure.
 * Type names are pg_type.typname (domains resolved to their base type; arrays start with `_`).
 */
export interface CatalogColumn {
  name: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  identity: "ALWAYS" | "BY DEFAULT" | null;
  /** A stored generated column: never insertable or updatable. */
  generated: boolean;
  updatable: boolean;
}

export interface CatalogRelation {
  name: string;
  kind: "table" | "view";
  /** Views only: auto-updatable views get Insert and Update shapes. */
  updatable: boolean;
  columns: CatalogColumn[];
}

export interface CatalogForeignKey {
  name: string;
  relation: string;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  /** The referencing columns are also a primary key or unique constraint of their table. */
  isOneToOne: boolean;
}

export type ArgMode = "in" | "out" | "inout" | "variadic" | "table";

export interface CatalogFunctionArg {
  name: string;
  mode: ArgMode;
  type: string;
  hasDefault: boolean;
}

export interface CatalogFunction {
  name: string;
  /** The function body (prosrc): overloads are ordered by it, as the Supabase CLI does. */
  definition: string;
  args: CatalogFunctionArg[];
  /** pg_get_function_arguments(): equals a relation name for computed fields. */
  argumentTypes: string;
  returnType: string;
  /** Name of the relation or composite type returned (pg_type.typrelid), if any. */
  returnRelation: string | null;
  returnsSet: boolean;
  /** prorows: a set-returning function declared `rows 1` returns one row. */
  rows: number;
}

export interface CatalogEnum {
  schema: string;
  name: string;
  values: string[];
}

export interface CatalogComposite {
  schema: string;
  name: string;
  attributes: { name: string; type: string }[];
}

export interface Catalog {
  /** The schema rendered (the CLI's default schema). */
  schema: string;
  relations: CatalogRelation[];
  foreignKeys: CatalogForeignKey[];
  functions: CatalogFunction[];
  /** Enums of every schema: enums outside `schema` are inlined as unions. */
  enums: CatalogEnum[];
  composites: CatalogComposite[];
}

export const emptyCatalog = (schema = "public"): Catalog => ({
  schema,
  relations: [],
  foreignKeys: [],
  functions: [],
  enums: [],
  composites: [],
});
