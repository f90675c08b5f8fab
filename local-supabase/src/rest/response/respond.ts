import type { ApiRequest } from "../api-request/types";
import type { ApiError } from "../errors";
import { invalidRange, singularityError } from "../errors";
import { toCsv } from "./csv";

export interface StatementResult {
  total_count: string | null;
  page_count: string;
  body: string;
  location: string | null;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

const JSON_TYPE = "application/json; charset=utf-8";
const OBJECT_TYPE = "application/vnd.pgrst.object+json; charset=utf-8";
const CSV_TYPE = "text/csv; charset=utf-8";

export function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : "*";
  return `${range}/${total ?? "*"}`;
}

/** Status of a read from its range and count, as PostgREST computes it (200, 206 or 416). */
export function rangeStatus(lower: number, upper: number, total: number | null): number {
  if (total === null) return 200;
  if (lower > total) return 416;
  return 1 + upper - lower < total ? 206 : 200;
}

/** Whether the request wants a single object; checked before commit so writes roll back. */
export function checkSingular(req: ApiRequest, result: StatementResult): void {
  if (req.media !== "object") return;
  const n = Number(result.page_count);
  if (n !== 1) throw singularityError(n);
}

function shapeBody(req: ApiRequest, json: string): { body: string; type: string } {
  if (req.media === "object") {
    const rows = JSON.parse(json) as unknown;
    const first = Array.isArray(rows) ? rows[0] : rows;
    return { body: JSON.stringify(first ?? null), type: OBJECT_TYPE };
  }
  if (req.media === "csv") {
    const rows = JSON.parse(json) as unknown;
    return {
      body: Array.isArray(rows) ? toCsv(rows as Record<string, unknown>[]) : String(rows),
      type: CSV_TYPE,
    };
  }
  return { body: json, type: JSON_TYPE };
}

function baseHeaders(req: ApiRequest, schemas: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  if (req.appliedPreferences.length)
    headers["Preference-Applied"] = req.appliedPreferences.join(", ");
  if (schemas.length > 1) headers["Content-Profile"] = req.schema;
  return headers;
}

function locationHeader(req: ApiRequest, location: string | null): string | null {
  if (!location) return null;
  const pk = JSON.parse(location) as Record<string, unknown>;
  const query = Object.entries(pk)
    .map(([k, v]) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(v))}`)
    .join("&");
  return `/${req.target}?${query}`;
}

export function respondRead(
  req: ApiRequest,
  result: StatementResult,
  schemas: string[],
): HttpResponse {
  const headers = baseHeaders(req, schemas);
  const offset =
    req.ranges.find((r) => r.path.length === 0)?.offset ?? req.rangeHeader?.offset ?? 0;
  const page = Number(result.page_count);
  const total = result.total_count === null ? null : Number(result.total_count);
  const status = rangeStatus(offset, offset + page - 1, total);
  if (status === 416) {
    throw invalidRange(`An offset of ${offset} was requested, but there are only ${total} rows.`);
  }
  headers["Content-Range"] = contentRange(offset, offset + page - 1, total);
  const shaped = shapeBody(req, result.body || "[]");
  headers["Content-Type"] = shaped.type;
  return { status, headers, body: req.headOnly ? null : shaped.body };
}

export function respondMutation(
  req: ApiRequest,
  result: StatementResult,
  schemas: string[],
): HttpResponse {
  const headers = baseHeaders(req, schemas);
  const n = Number(result.total_count ?? result.page_count);
  const counted = req.preferences.count ? n : null;
  const insert = req.action === "insert" || (req.action === "upsert" && req.method === "POST");
  headers["Content-Range"] = insert ? contentRange(1, 0, counted) : contentRange(0, n - 1, counted);
  const location =
    req.preferences.return === "headers-only" ? locationHeader(req, result.location) : null;
  if (location) headers.Location = location;
  if (req.preferences.return === "representation") {
    const shaped = shapeBody(req, result.body || "[]");
    headers["Content-Type"] = shaped.type;
    return { status: insert ? 201 : 200, headers, body: shaped.body };
  }
  return { status: insert ? 201 : 204, headers, body: null };
}

export function respondRpc(
  req: ApiRequest,
  result: StatementResult,
  schemas: string[],
  shape: { void: boolean; set: boolean; composite: boolean },
): HttpResponse {
  const headers = baseHeaders(req, schemas);
  if (shape.void) return { status: 204, headers, body: null };
  let json = result.body;
  if (shape.composite && !shape.set) {
    const rows = JSON.parse(json) as unknown[];
    json = JSON.stringify(rows[0] ?? null);
  }
  if (shape.set) {
    const offset = req.ranges.find((r) => r.path.length === 0)?.offset ?? 0;
    const page = Number(result.page_count);
    const total =
      req.preferences.count && result.total_count !== null ? Number(result.total_count) : null;
    headers["Content-Range"] = contentRange(offset, offset + page - 1, total);
  }
  if (req.media === "object" && shape.set) {
    const shaped = shapeBody(req, json);
    headers["Content-Type"] = shaped.type;
    return { status: 200, headers, body: req.headOnly ? null : shaped.body };
  }
  if (req.media === "csv" && shape.set) {
    const shaped = shapeBody(req, json);
    headers["Content-Type"] = shaped.type;
    return { status: 200, headers, body: req.headOnly ? null : shaped.body };
  }
  headers["Content-Type"] = req.media === "object" ? OBJECT_TYPE : JSON_TYPE;
  return { status: 200, headers, body: req.headOnly ? null : json };
}

export function respondError(err: ApiError): HttpResponse {
  return {
    status: err.status,
    headers: { "Content-Type": JSON_TYPE, ...err.headers },
    body: JSON.stringify(err.body()),
  };
}
