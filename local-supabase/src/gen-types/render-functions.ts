import type { Catalog, CatalogFunction, CatalogFunctionArg } from "./catalog";
import { byName, key, pgTypeToTs } from "./pg-type";
import { renderRow } from "./render-row";

const INPUT_MODES = new Set(["in", "inout", "variadic"]);
/** PostgREST calls a function with one unnamed argument only for these types (the raw body). */
const UNNAMED_ARG_TYPES = new Set(["json", "jsonb", "text", "xml", "bytea"]);

const inputArgs = (fn: CatalogFunction): CatalogFunctionArg[] =>
  fn.args.filter((a) => INPUT_MODES.has(a.mode));

const isRelationType = (type: string, catalog: Catalog): boolean =>
  catalog.relations.some((r) => r.name === type);

/** Trigger functions are never callable; PostgREST only sees named args or one raw-body arg. */
export function isCallable(fn: CatalogFunction, catalog: Catalog): boolean {
  if (fn.returnType === "trigger" || fn.returnType === "event_trigger") return false;
  const args = inputArgs(fn);
  if (args.every((a) => a.name !== "")) return true;
  const [only] = args;
  return (
    args.length === 1 &&
    only !== undefined &&
    (UNNAMED_ARG_TYPES.has(only.type) || isRelationType(only.type, catalog))
  );
}

const returnsManyRows = (fn: CatalogFunction): boolean => fn.returnsSet && fn.rows > 1;

/** The Returns type without the set marker (also the type of a computed field). */
export function functionReturnType(fn: CatalogFunction, catalog: Catalog): string {
  const tableArgs = fn.args.filter((a) => a.mode === "table");
  if (tableArgs.length > 0) {
    const fields = [...tableArgs]
      .sort((a, b) => byName(a.name, b.name))
      .map((a) => `${key(a.name)}: ${pgTypeToTs(a.type, catalog)}`);
    return `{\n${fields.join("\n")} }`;
  }
  const relation = catalog.relations.find((r) => r.name === fn.returnRelation);
  if (relation) return renderRow(relation.columns, catalog);
  return pgTypeToTs(fn.returnType, catalog);
}

function renderArgs(fn: CatalogFunction, catalog: Catalog): string {
  const args = inputArgs(fn);
  if (args.length === 0) return "never";
  const fields = [...args]
    .sort((a, b) => byName(a.name, b.name))
    .map((a) => `${key(a.name)}${a.hasDefault ? "?" : ""}: ${pgTypeToTs(a.type, catalog)}`);
  return `{ ${fields.join("\n")} }`;
}

function renderSetofOptions(fn: CatalogFunction, catalog: Catalog): string {
  if (!fn.returnRelation) return "";
  const [only, ...rest] = inputArgs(fn);
  const from = only && rest.length === 0 && isRelationType(only.type, catalog) ? only.type : "*";
  return `SetofOptions: {
    from: ${key(from)}
    to: ${key(fn.returnRelation)}
    isOneToOne: ${!returnsManyRows(fn)}
    isSetofReturn: ${fn.returnsSet}
  }`;
}

function renderSignature(fn: CatalogFunction, catalog: Catalog): string {
  const returns = `${functionReturnType(fn, catalog)}${returnsManyRows(fn) ? "[]" : ""}`;
  return `{ Args: ${renderArgs(fn, catalog)}\n Returns: ${returns}\n${renderSetofOptions(fn, catalog)} }`;
}

/** Functions grouped by name; overloads become a union ordered by definition, as the CLI does. */
export function renderFunctions(catalog: Catalog): string {
  const groups = new Map<string, CatalogFunction[]>();
  for (const fn of catalog.functions.filter((f) => isCallable(f, catalog))) {
    groups.set(fn.name, [...(groups.get(fn.name) ?? []), fn]);
  }
  if (groups.size === 0) return "[_ in never]: never";
  return [...groups.entries()]
    .sort(([a], [b]) => byName(a, b))
    .map(([name, fns]) => {
      const signatures = fns
        .map((fn) => ({ definition: fn.definition, text: renderSignature(fn, catalog) }))
        // Same body twice (e.g. two sql wrappers): the text decides, so the order never varies.
        .sort((a, b) => byName(b.definition, a.definition) || byName(a.text, b.text))
        .map((s) => `| ${s.text}`);
      return `${key(name)}:\n${signatures.join("\n")}`;
    })
    .join("\n");
}
