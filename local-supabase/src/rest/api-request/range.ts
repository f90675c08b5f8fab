import { invalidRange, parseError } from "../errors";

const MAX_INT = Number.MAX_SAFE_INTEGER;

/** A non-negative integer query parameter (limit/offset). */
export function parseCount(value: string, name: string): number {
  if (/^-\d+$/.test(value.trim()) && name.endsWith("limit")) {
    throw invalidRange("Limit should be greater than or equal to zero.");
  }
  if (!/^\d{1,15}$/.test(value.trim())) {
    throw parseError(
      `"failed to parse ${name} parameter (${value})" (line 1, column 1)`,
      "expecting a non-negative integer",
    );
  }
  return Math.min(Number(value.trim()), MAX_INT);
}

/** The `Range: a-b` header of a GET; undefined when absent or not an items range. */
export function parseRangeHeader(
  header: string | null | undefined,
): { offset: number; limit?: number } | undefined {
  if (!header) return undefined;
  const m = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(header);
  if (!m) return undefined;
  const offset = Number(m[1]);
  if (m[2] === "") return { offset };
  const upper = Number(m[2]);
  if (upper < offset) {
    throw invalidRange(
      "The lower boundary must be lower than or equal to the upper boundary in the Range header.",
    );
  }
  return { offset, limit: upper - offset + 1 };
}
