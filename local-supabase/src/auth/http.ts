import type { Context } from "hono";
import { requestAddress } from "../client-address";
import type { ServiceContext } from "../context";
import { dbErrorFields } from "../db/types";
import { AuthError, badRequest, ErrorCode, OAuthError } from "./errors";

export type Body = Record<string, unknown>;

/** The JSON object body; an empty body is `{}`, anything else that is not an object is a 400. */
export async function readBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(ErrorCode.BadJson, "Could not parse request body as JSON");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw badRequest(ErrorCode.BadJson, "Request body must be a JSON object");
  }
  return parsed as Body;
}

export function optString(body: Body, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "string")
    throw badRequest(ErrorCode.ValidationFailed, `${key} must be a string`);
  return v;
}

export function optBoolean(body: Body, key: string): boolean | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "boolean")
    throw badRequest(ErrorCode.ValidationFailed, `${key} must be a boolean`);
  return v;
}

export function optObject(body: Body, key: string): Record<string, unknown> | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "object" || Array.isArray(v)) {
    throw badRequest(ErrorCode.ValidationFailed, `${key} must be a JSON object`);
  }
  return v as Record<string, unknown>;
}

/** The client's address: the socket's, or X-Forwarded-For's rightmost untrusted hop behind a trusted proxy. */
export function clientIp(c: Context, ctx: ServiceContext): string {
  return requestAddress(c, ctx.addresses);
}

/** The public base of the auth API (`…/auth/v1`), from configuration only, never from request headers. */
export function authBase(ctx: ServiceContext): string {
  return `${ctx.apiExternalUrl.replace(/\/+$/, "")}/auth/v1`;
}

const API_VERSION = "2024-01-01";

function versioned(header: string | undefined): boolean {
  return !!header && /^\d{4}-\d{2}-\d{2}$/.test(header) && header >= API_VERSION;
}

/** GoTrue's error JSON; the 2024-01-01 API version puts the error code in `code`. */
export function errorResponse(c: Context, err: unknown, log: (m: string) => void): Response {
  c.header("X-Supabase-Api-Version", API_VERSION);
  if (err instanceof OAuthError) {
    return c.json({ error: err.error, error_description: err.description }, err.status as 400);
  }
  if (err instanceof AuthError) {
    const body = versioned(c.req.header("x-supabase-api-version"))
      ? { code: err.code, msg: err.message, ...err.extra }
      : { code: err.status, error_code: err.code, msg: err.message, ...err.extra };
    return c.json(body, err.status as 400);
  }
  const db = dbErrorFields(err);
  // Data exceptions (class 22: NUL bytes, out-of-range values...) come from the input: a 400.
  if (db.code?.startsWith("22")) {
    return errorResponse(
      c,
      badRequest(ErrorCode.ValidationFailed, `Invalid input: ${db.message}`),
      log,
    );
  }
  log(
    `auth: unexpected error on ${c.req.method} ${c.req.path}: ${err instanceof Error ? err.stack : String(err)}`,
  );
  return c.json(
    {
      code: 500,
      error_code: ErrorCode.UnexpectedFailure,
      msg: "Unexpected failure, please check server logs",
    },
    500,
  );
}
