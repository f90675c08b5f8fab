import { dbErrorFields } from "../db/types";
import { ApiError } from "./errors";

/** PostgreSQL SQLSTATE -> HTTP status, as PostgREST maps them. */
export function statusForSqlState(code: string, authed: boolean): number {
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "53400": 500,
    "57P01": 503,
    P0001: 400,
    "42883": 404,
    "42P01": 404,
    "42P17": 500,
    "42501": authed ? 403 : 401,
  };
  if (code in exact) return exact[code]!;
  // PostgREST's custom statuses: SQLSTATE PTxyz answers HTTP xyz.
  const custom = /^PT([1-5]\d\d)$/.exec(code);
  if (custom) return Number(custom[1]);
  const byClass: Record<string, number> = {
    "08": 503,
    "09": 500,
    "0L": 403,
    "0P": 403,
    "25": 500,
    "28": 403,
    "2D": 500,
    "38": 500,
    "39": 500,
    "3B": 500,
    "40": 500,
    "53": 503,
    "54": 500,
    "55": 500,
    "57": 500,
    "58": 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  if (code === "21000") return 500;
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Turns a database error into PostgREST's error body; anything else is a 500. */
export function fromDbError(err: unknown, authed: boolean): ApiError {
  if (err instanceof ApiError) return err;
  const f = dbErrorFields(err);
  if (!f.code || !/^[0-9A-Z]{5}$/.test(f.code)) {
    return new ApiError(500, "PGRSTX00", f.message);
  }
  return new ApiError(
    statusForSqlState(f.code, authed),
    f.code,
    f.message,
    f.detail ?? null,
    f.hint ?? null,
  );
}
