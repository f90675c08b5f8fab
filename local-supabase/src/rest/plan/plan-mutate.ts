import { isPlainObject } from "../api-request/body";
import type { ApiRequest } from "../api-request/types";
import { columnNotFound, invalidBody } from "../errors";
import { planRead } from "./plan-read";
import type { Column, Relation, SchemaCache } from "./schema-types";
import type { Cond, MutationPlan } from "./types";

function columnsOf(relation: Relation, names: string[]): Column[] {
  return names.map((name) => {
    const column = relation.columnMap.get(name);
    if (!column) throw columnNotFound(relation.name, name);
    return column;
  });
}

function sameKeys(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((k) => b.includes(k));
}

/** The rows of an insert body and the columns they fill (`columns=` first, else their keys). */
function insertRows(req: ApiRequest): { names: string[]; rows: Record<string, unknown>[] } {
  const body = req.body;
  const list = Array.isArray(body) ? body : [body];
  if (!list.every(isPlainObject)) throw invalidBody("All object keys must match");
  const objects = list as Record<string, unknown>[];
  let names = req.columns;
  if (!names) {
    const first = Object.keys(objects[0] ?? {});
    if (!objects.every((o) => sameKeys(Object.keys(o), first))) {
      throw invalidBody("All object keys must match");
    }
    names = first;
  }
  const rows = objects.map((o) => {
    const row: Record<string, unknown> = {};
    for (const n of names) if (n in o) row[n] = o[n];
    return row;
  });
  return { names, rows };
}

/** Root-level filters of a write request, as conditions on alias t0. */
function rootConditions(cache: SchemaCache, relation: Relation, req: ApiRequest): Cond[] {
  return planRead(cache, relation, {
    select: [],
    filters: req.filters.filter((f) => f.path.length === 0),
    logic: req.logic.filter((l) => l.path.length === 0),
    order: [],
    ranges: [],
  }).where;
}

export function planMutation(
  cache: SchemaCache,
  relation: Relation,
  req: ApiRequest,
): MutationPlan {
  if (req.action === "delete") {
    return { kind: "delete", relation, where: rootConditions(cache, relation, req) };
  }
  if (req.action === "update") {
    if (!isPlainObject(req.body)) throw invalidBody("Empty or invalid json");
    const body = req.body;
    const names = req.columns ?? Object.keys(body);
    const values: Record<string, unknown> = {};
    for (const n of names) if (n in body) values[n] = body[n];
    const columns = columnsOf(relation, Object.keys(values));
    return {
      kind: "update",
      relation,
      columns,
      values,
      where: rootConditions(cache, relation, req),
    };
  }
  const { names, rows } = insertRows(req);
  const columns = columnsOf(relation, names);
  const upsert = req.action === "upsert";
  let onConflict: { columns: string[]; action: "merge" | "ignore" } | undefined;
  if (upsert) {
    const target = req.onConflict ?? relation.primaryKey;
    columnsOf(relation, target);
    const action = req.preferences.resolution === "ignore-duplicates" ? "ignore" : "merge";
    if (target.length) onConflict = { columns: target, action };
  }
  return {
    kind: "insert",
    relation,
    columns,
    rows,
    missingDefault: req.preferences.missing === "default",
    onConflict,
    wantLocation: req.preferences.return === "headers-only",
  };
}

/** The select/embeds applied to the rows a write returns (filters on embeds included). */
export function planReturning(cache: SchemaCache, relation: Relation, req: ApiRequest) {
  return planRead(cache, relation, {
    select: req.select,
    filters: req.filters.filter((f) => f.path.length > 0),
    logic: req.logic.filter((l) => l.path.length > 0),
    order: req.order,
    ranges: req.ranges.filter((r) => r.path.length > 0),
  });
}
