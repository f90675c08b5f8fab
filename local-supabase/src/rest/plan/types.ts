import type { JsonPathStep, OpExpr } from "../api-request/types";
import type { Column, ForeignKey, Relation, Routine } from "./schema-types";

/** A column of the relation a plan node reads, with an optional JSON path. */
export interface ColumnExpr {
  alias: string;
  column: Column;
  jsonPath: JsonPathStep[];
}

export type Cond =
  | { kind: "filter"; expr: ColumnExpr; op: OpExpr }
  | { kind: "logic"; op: "and" | "or"; negated: boolean; children: Cond[] }
  /** `!inner` and `embed=is.null`: the parent row has (or lacks) a matching child. */
  | { kind: "exists"; negated: boolean; embed: EmbedPlan };

export type Cardinality = "many-to-one" | "one-to-many" | "one-to-one" | "many-to-many";

export type JoinSpec =
  | { kind: "direct"; pairs: [child: string, parent: string][] }
  | {
      kind: "junction";
      junction: Relation;
      parentPairs: [junctionCol: string, parentCol: string][];
      childPairs: [junctionCol: string, childCol: string][];
    };

export interface Relationship {
  cardinality: Cardinality;
  target: Relation;
  foreignKey: ForeignKey;
  /** True when the source holds the key columns (many-to-one, or that side of one-to-one). */
  outgoing: boolean;
  junction?: { relation: Relation; source: ForeignKey; target: ForeignKey };
}

export interface EmbedPlan {
  plan: ReadPlan;
  join: JoinSpec;
  toOne: boolean;
  outName: string;
  /** Empty select `comments()`: used for filtering only, not part of the output. */
  hidden: boolean;
  spread: boolean;
  inner: boolean;
  parentAlias: string;
}

export type PlannedField =
  | { kind: "star"; alias: string; relation: Relation }
  | { kind: "column"; expr: ColumnExpr; cast?: string; outName: string }
  | { kind: "embed"; embed: EmbedPlan };

export interface PlannedOrder {
  expr: ColumnExpr;
  /** Set for a related order on a to-one embed. */
  embed?: EmbedPlan;
  direction?: "asc" | "desc";
  nulls?: "first" | "last";
}

export interface ReadPlan {
  relation: Relation;
  alias: string;
  fields: PlannedField[];
  where: Cond[];
  order: PlannedOrder[];
  limit?: number;
  offset?: number;
}

export interface InsertPlan {
  kind: "insert";
  relation: Relation;
  columns: Column[];
  /** One object per row holding only the inserted columns. */
  rows: Record<string, unknown>[];
  missingDefault: boolean;
  onConflict?: { columns: string[]; action: "merge" | "ignore" };
  /** When set, the query also returns the primary key of the first row (Location). */
  wantLocation: boolean;
}

export interface UpdatePlan {
  kind: "update";
  relation: Relation;
  columns: Column[];
  values: Record<string, unknown>;
  where: Cond[];
}

export interface DeletePlan {
  kind: "delete";
  relation: Relation;
  where: Cond[];
}

export type MutationPlan = InsertPlan | UpdatePlan | DeletePlan;

export interface RpcPlan {
  routine: Routine;
  /** Named arguments as JSON-ready values, or the whole body for a single unnamed json param. */
  args: { name: string; type: string; value: unknown }[];
  singleJson?: { type: string; value: unknown };
  /** For composite results: the select/filters/order applied to the rows. */
  read?: ReadPlan;
  readOnly: boolean;
}
