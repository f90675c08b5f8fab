import { ApiError, parseError } from "../errors";
import { negotiate } from "./accept";
import { parseBody } from "./body";
import { parseLogicTree, parseOpExpr, parseList } from "./filter-parser";
import { parseOrder } from "./order-parser";
import { parsePrefer } from "./prefer";
import { parseCount, parseRangeHeader } from "./range";
import { Cursor } from "./cursor";
import { parseField, parseName, parseSelect } from "./select-parser";
import type { Action, ApiRequest, EmbedPath } from "./types";

export interface RawRequest {
  method: string;
  /** Path below /rest/v1, e.g. `/posts` or `/rpc/fn`. */
  path: string;
  query: URLSearchParams;
  /** The raw query string (`?a=b`), used as part of the plan cache key. */
  rawQuery?: string;
  header: (name: string) => string | null | undefined;
  /** Every header, names lower-cased (exposed to SQL as request.headers). */
  headersObject: Record<string, string>;
  bodyText: string | null;
  schemas: string[];
  /** Deepest embedding allowed in `select` (PGRST100 beyond). */
  maxEmbedDepth?: number;
}

const METHODS = new Set(["GET", "HEAD", "POST", "PATCH", "PUT", "DELETE"]);
const LOGIC = new Set(["or", "and"]);
const SPECIAL = new Set(["order", "limit", "offset"]);

function resolveSchema(raw: RawRequest, read: boolean): string {
  const header = raw.header(read ? "accept-profile" : "content-profile");
  const schema = header?.trim() || raw.schemas[0] || "public";
  if (!raw.schemas.includes(schema)) {
    throw new ApiError(
      406,
      "PGRST106",
      `The schema must be one of the following: ${raw.schemas.join(", ")}`,
      null,
      null,
    );
  }
  return schema;
}

function parseTarget(path: string): { rpc: boolean; target: string } {
  const parts = path.split("/").filter(Boolean).map(decodeSegment);
  if (parts.length === 1 && parts[0] !== "rpc") return { rpc: false, target: parts[0]! };
  if (parts.length === 2 && parts[0] === "rpc") return { rpc: true, target: parts[1]! };
  throw new ApiError(404, "PGRST125", "Invalid path specified in request URL");
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ApiError(404, "PGRST125", "Invalid path specified in request URL");
  }
}

function actionFor(method: string, rpc: boolean, upsert: boolean): Action {
  if (rpc) {
    if (method === "GET" || method === "HEAD" || method === "POST") return "rpc";
    throw new ApiError(405, "PGRST101", `Cannot use the ${method} method on RPC`);
  }
  switch (method) {
    case "GET":
    case "HEAD":
      return "read";
    case "POST":
      return upsert ? "upsert" : "insert";
    case "PUT":
      return "upsert";
    case "PATCH":
      return "update";
    default:
      return "delete";
  }
}

/** Splits `comments.author.name` into the embed path and the last part. */
function splitKey(key: string): { path: EmbedPath; last: string; negated: boolean } {
  const parts = key.split(".");
  let last = parts.pop() ?? "";
  let negated = false;
  if (LOGIC.has(last) && parts.at(-1) === "not") {
    parts.pop();
    negated = true;
  }
  if (parts.some((p) => p === "")) throw parseError(`"failed to parse filter key (${key})"`);
  if (!last) throw parseError(`"failed to parse filter key (${key})"`);
  last = last.trim();
  return { path: parts, last, negated };
}

function columnList(value: string, what: string): string[] {
  const c = new Cursor(value, what);
  const names: string[] = [];
  for (;;) {
    names.push(parseName(c));
    if (!c.eat(",")) break;
  }
  if (!c.done) c.fail('expecting "," or end of input');
  return names;
}

/** Parses everything about a request that needs no database: the first stage of the pipeline. */
export function parseRequest(raw: RawRequest): ApiRequest {
  const method = raw.method.toUpperCase();
  if (!METHODS.has(method)) {
    throw new ApiError(405, "PGRST117", `Unsupported HTTP method: ${raw.method}`);
  }
  const { rpc, target } = parseTarget(raw.path);
  const read = method === "GET" || method === "HEAD";
  const preferences = parsePrefer(raw.header("prefer"));
  const action = actionFor(method, rpc, preferences.resolution !== undefined);
  const schema = resolveSchema(raw, read);
  const { media, stripNulls } = negotiate(raw.header("accept"));

  const req: ApiRequest = {
    action,
    method: method as ApiRequest["method"],
    headOnly: method === "HEAD",
    schema,
    target,
    select: [{ kind: "star" }],
    filters: [],
    logic: [],
    order: [],
    ranges: [],
    preferences,
    appliedPreferences: [],
    media,
    stripNulls,
    rpcParams: [],
  };

  let selectGiven = false;
  for (const [key, value] of raw.query) {
    if (key === "select") {
      req.select = parseSelect(value, raw.maxEmbedDepth);
      selectGiven = true;
      continue;
    }
    if (key === "columns") {
      if (action === "insert" || action === "upsert" || action === "update" || action === "rpc") {
        req.columns = columnList(value, "columns parameter");
      }
      continue;
    }
    if (key === "on_conflict") {
      req.onConflict = columnList(value, "on_conflict parameter");
      continue;
    }
    if (action === "rpc" && read && !key.includes(".") && !LOGIC.has(key) && !SPECIAL.has(key)) {
      // A GET RPC parameter is either a function argument or a filter on the result.
      req.rpcParams.push([key, value]);
      continue;
    }
    const { path, last, negated } = splitKey(key);
    if (LOGIC.has(last)) {
      req.logic.push({ path, tree: parseLogicTree(last as "or" | "and", negated, value) });
    } else if (last === "order") {
      req.order.push({ path, terms: parseOrder(value) });
    } else if (last === "limit" || last === "offset") {
      const n = parseCount(value, key);
      const existing = req.ranges.find((r) => r.path.join(".") === path.join("."));
      const range = existing ?? { path };
      range[last] = n;
      if (!existing) req.ranges.push(range);
    } else {
      const c = new Cursor(last, "filter key");
      const field = parseField(c);
      if (!c.done) c.fail("expecting end of input");
      req.filters.push({ path, filter: { field, expr: parseOpExpr(value) } });
    }
  }
  if (!selectGiven && !read && action !== "rpc") req.select = [{ kind: "star" }];

  if (method === "GET") {
    req.rangeHeader = parseRangeHeader(raw.header("range"));
  }

  if (!read) {
    const text = raw.bodyText ?? "";
    if (action === "rpc") {
      req.body = text.trim() === "" ? {} : parseBody(raw.header("content-type"), text);
    } else if (action !== "delete") {
      req.body = parseBody(raw.header("content-type"), text);
    }
  }
  req.appliedPreferences = applied(req);
  return req;
}

function applied(req: ApiRequest): string[] {
  const p = req.preferences;
  const out: string[] = [];
  const mutates = req.action !== "read" && req.action !== "rpc";
  if (mutates && p.return) out.push(`return=${p.return}`);
  if (p.count) out.push(`count=${p.count}`);
  if (req.action === "upsert" && p.resolution) out.push(`resolution=${p.resolution}`);
  if ((req.action === "insert" || req.action === "upsert") && p.missing) {
    out.push(`missing=${p.missing}`);
  }
  if (p.tx) out.push(`tx=${p.tx}`);
  return out;
}

export { parseList };
