/** The schema cache: what the planner knows about the database, loaded from pg_catalog. */

export interface Column {
  name: string;
  /** format_type() spelling, usable in casts, e.g. `integer[]`, `text`. */
  type: string;
  /** pg_type.typname of the column type (e.g. `_int4`, `tsvector`, `jsonb`). */
  typeName: string;
  nullable: boolean;
  /** The default expression as PostgreSQL prints it; null when none. */
  defaultExpr: string | null;
  generated: boolean;
}

export interface Relation {
  schema: string;
  name: string;
  kind: "table" | "view";
  columns: Column[];
  columnMap: Map<string, Column>;
  primaryKey: string[];
  /** Column sets with a unique index (the primary key included). */
  uniqueKeys: string[][];
}

export interface ForeignKey {
  name: string;
  from: Relation;
  fromColumns: string[];
  to: Relation;
  toColumns: string[];
}

export interface RoutineParam {
  name: string;
  type: string;
  /** True for the trailing parameters that have defaults. */
  hasDefault: boolean;
  variadic: boolean;
}

export type RoutineReturn =
  | { kind: "void" }
  | { kind: "scalar"; type: string }
  /** A composite: the row type of a relation, or OUT/TABLE columns. */
  | { kind: "composite"; relation: Relation };

export interface Routine {
  schema: string;
  name: string;
  params: RoutineParam[];
  returns: RoutineReturn;
  returnsSet: boolean;
  volatility: "immutable" | "stable" | "volatile";
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  routines: Map<string, Routine[]>;
  /** Relationship candidates per relation key, computed once. */
  outgoing: Map<string, ForeignKey[]>;
  incoming: Map<string, ForeignKey[]>;
}

export const relKey = (schema: string, name: string): string => `${schema}\u0000${name}`;
