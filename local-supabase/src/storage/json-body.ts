import type { Context } from "hono";
import { storageErrors } from "./errors";
import { readCapped } from "./upload-body";

/** JSON bodies (lists of names, options) are small; larger ones are refused before parsing. */
const MAX_JSON_BYTES = 1024 * 1024;

/** A JSON object body (or `{}` when empty); anything else is the client's 400. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = new TextDecoder().decode(await readCapped(c, MAX_JSON_BYTES));
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // fall through
  }
  throw storageErrors.invalidRequest("Body must be a JSON object");
}

export function optionalBoolean(value: unknown, name: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "boolean") return value;
  throw storageErrors.invalidRequest(`${name} must be a boolean`);
}
