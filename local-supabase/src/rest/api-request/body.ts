import { ApiError, invalidBody } from "../errors";

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Reads a request payload: JSON (the default) or an urlencoded form. */
export function parseBody(contentType: string | null | undefined, text: string): unknown {
  const type = (contentType ?? "application/json").split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (type !== "application/json" && type !== "" && !type.endsWith("+json")) {
    throw new ApiError(415, "PGRST107", `None of these media types are available: ${type}`);
  }
  if (text.trim() === "") throw invalidBody("Empty or invalid json");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidBody("Empty or invalid json");
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
