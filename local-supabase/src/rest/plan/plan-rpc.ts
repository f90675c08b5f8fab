import { isPlainObject } from "../api-request/body";
import { parseLogicTree, parseOpExpr } from "../api-request/filter-parser";
import { Cursor } from "../api-request/cursor";
import { parseField } from "../api-request/select-parser";
import type { ApiRequest, PathFilter } from "../api-request/types";
import { ApiError, invalidBody } from "../errors";
import { similarity } from "./lookup";
import { planRead } from "./plan-read";
import { relKey, type Routine, type SchemaCache } from "./schema-types";
import type { RpcPlan } from "./types";

const JSON_TYPES = new Set(["json", "jsonb"]);

function singleUnnamedJson(r: Routine): boolean {
  return r.params.length === 1 && r.params[0]!.name === "" && JSON_TYPES.has(r.params[0]!.type);
}

function accepts(r: Routine, keys: string[]): boolean {
  if (r.params.some((p) => p.name === "")) return false;
  const names = new Set(r.params.map((p) => p.name));
  return (
    keys.every((k) => names.has(k)) && r.params.every((p) => p.hasDefault || keys.includes(p.name))
  );
}

function notFound(cache: SchemaCache, schema: string, name: string, keys: string[]): ApiError {
  const params = keys.length ? `(${[...keys].sort().join(", ")})` : " without parameters";
  let hint: string | null = null;
  if (!cache.routines.has(relKey(schema, name))) {
    for (const list of cache.routines.values()) {
      const r = list[0]!;
      if (r.schema === schema && similarity(r.name, name) >= 0.75) {
        hint = `Perhaps you meant to call the function ${schema}.${r.name}`;
      }
    }
  }
  return new ApiError(
    404,
    "PGRST202",
    `Could not find the function ${schema}.${name}${params} in the schema cache`,
    `Searched for the function ${schema}.${name}${keys.length ? ` with parameter${keys.length > 1 ? "s" : ""} ${keys.join(", ")}` : " without parameters"}, but no matches were found in the schema cache.`,
    hint,
  );
}

/** Splits GET parameters into function arguments and filters on the result. */
function getArgs(
  req: ApiRequest,
  routines: Routine[],
): { args: Map<string, unknown>; filters: PathFilter[] } {
  const names = new Set(routines.flatMap((r) => r.params.map((p) => p.name)));
  const args = new Map<string, unknown>();
  const filters: PathFilter[] = [];
  for (const [key, value] of req.rpcParams) {
    if (names.has(key)) {
      const prev = args.get(key);
      args.set(
        key,
        prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value],
      );
    } else {
      const c = new Cursor(key, "filter key");
      const field = parseField(c);
      if (!c.done) c.fail("expecting end of input");
      filters.push({ path: [], filter: { field, expr: parseOpExpr(value) } });
    }
  }
  return { args, filters };
}

export function planRpc(cache: SchemaCache, req: ApiRequest): RpcPlan {
  const routines = cache.routines.get(relKey(req.schema, req.target)) ?? [];
  const read = req.method === "GET" || req.method === "HEAD";
  let args: Map<string, unknown>;
  let filters = req.filters;
  if (read) {
    const split = getArgs(req, routines);
    args = split.args;
    filters = [...filters, ...split.filters];
  } else if (isPlainObject(req.body)) {
    args = new Map(Object.entries(req.body));
  } else {
    args = new Map();
  }
  const keys = [...args.keys()];
  const single = !read ? routines.filter(singleUnnamedJson) : [];
  let matches = routines.filter((r) => accepts(r, keys));
  if (
    !read &&
    (matches.length === 0 || req.preferences.params === "single-object") &&
    single.length
  ) {
    matches = single;
  }
  if (!read && !isPlainObject(req.body) && !single.length) {
    throw invalidBody("Empty or invalid json");
  }
  if (matches.length === 0) throw notFound(cache, req.schema, req.target, keys);
  if (matches.length > 1) {
    throw new ApiError(
      300,
      "PGRST203",
      `Could not choose the best candidate function between: ${matches
        .map(
          (r) =>
            `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(", ")})`,
        )
        .join(", ")}`,
      null,
      "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    );
  }
  const routine = matches[0]!;
  const plan: RpcPlan = { routine, args: [], readOnly: read };
  if (singleUnnamedJson(routine)) {
    plan.singleJson = { type: routine.params[0]!.type, value: req.body ?? {} };
  } else {
    for (const p of routine.params) {
      if (args.has(p.name)) plan.args.push({ name: p.name, type: p.type, value: args.get(p.name) });
    }
  }
  if (routine.returns.kind === "composite") {
    plan.read = planRead(cache, routine.returns.relation, {
      select: req.select,
      filters,
      logic: req.logic,
      order: req.order,
      ranges: req.ranges,
      rangeHeader: req.rangeHeader,
    });
  } else if (filters.length || req.logic.length) {
    // Filters on a scalar result have no column to apply to.
    const name = filters[0]?.filter.field.name ?? "or";
    throw new ApiError(400, "42703", `column ${routine.name}.${name} does not exist`);
  }
  return plan;
}

export { parseLogicTree };
