/** The typed form of a REST request, produced by the parser before any database work. */

export interface JsonPathStep {
  /** `->` keeps JSON, `->>` yields text. */
  op: "->" | "->>";
  key: string;
}

export interface FieldRef {
  name: string;
  jsonPath: JsonPathStep[];
}

export type SelectItem =
  | { kind: "star" }
  | { kind: "field"; field: FieldRef; alias?: string; cast?: string }
  | {
      kind: "embed";
      name: string;
      alias?: string;
      hint?: string;
      joinType?: "inner" | "left";
      spread: boolean;
      select: SelectItem[];
    };

export const FILTER_OPS = [
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
  "in",
  "is",
  "isdistinct",
  "cs",
  "cd",
  "ov",
  "sl",
  "sr",
  "nxr",
  "nxl",
  "adj",
  "fts",
  "plfts",
  "phfts",
  "wfts",
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export type OpExpr =
  | { op: "in"; negated: boolean; values: string[] }
  | { op: "is"; negated: boolean; value: "null" | "not_null" | "true" | "false" | "unknown" }
  | { op: "fts" | "plfts" | "phfts" | "wfts"; negated: boolean; value: string; config?: string }
  | {
      op: Exclude<FilterOp, "in" | "is" | "fts" | "plfts" | "phfts" | "wfts">;
      negated: boolean;
      value: string;
      quantifier?: "any" | "all";
    };

export interface Filter {
  field: FieldRef;
  expr: OpExpr;
}

export type LogicNode = { kind: "filter"; filter: Filter } | LogicTree;

export interface LogicTree {
  kind: "logic";
  op: "and" | "or";
  negated: boolean;
  children: LogicNode[];
}

export interface OrderTerm {
  /** Set for a related order: `order=author(name).desc`. */
  relation?: string;
  field: FieldRef;
  direction?: "asc" | "desc";
  nulls?: "first" | "last";
}

/** Embed path of a parameter: [] for the root, ["comments"] for `comments.x=...`. */
export type EmbedPath = string[];

export interface PathFilter {
  path: EmbedPath;
  filter: Filter;
}
export interface PathLogic {
  path: EmbedPath;
  tree: LogicTree;
}
export interface PathOrder {
  path: EmbedPath;
  terms: OrderTerm[];
}
export interface PathRange {
  path: EmbedPath;
  limit?: number;
  offset?: number;
}

export interface Preferences {
  return?: "minimal" | "representation" | "headers-only";
  count?: "exact" | "planned" | "estimated";
  resolution?: "merge-duplicates" | "ignore-duplicates";
  missing?: "default" | "null";
  tx?: "commit" | "rollback";
  params?: "single-object";
}

export type MediaType = "json" | "object" | "csv";

export type Action = "read" | "insert" | "update" | "delete" | "upsert" | "rpc";

export interface ApiRequest {
  action: Action;
  method: "GET" | "HEAD" | "POST" | "PATCH" | "PUT" | "DELETE";
  headOnly: boolean;
  schema: string;
  /** Relation name, or function name for RPC. */
  target: string;
  select: SelectItem[];
  filters: PathFilter[];
  logic: PathLogic[];
  order: PathOrder[];
  ranges: PathRange[];
  /** Range header of the top level, if any. */
  rangeHeader?: { offset: number; limit?: number };
  columns?: string[];
  onConflict?: string[];
  preferences: Preferences;
  /** Preferences as they should be echoed in Preference-Applied. */
  appliedPreferences: string[];
  media: MediaType;
  stripNulls: boolean;
  /** Parsed JSON body (POST/PATCH/PUT and RPC POST). */
  body?: unknown;
  /** Raw query parameters of GET/HEAD RPC calls that are not reserved words (args or filters). */
  rpcParams: [string, string][];
}
