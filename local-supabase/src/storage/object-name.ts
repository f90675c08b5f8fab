import { storageErrors } from "./errors";

/** S3's key limit; Supabase Storage applies the same. */
export const MAX_KEY_BYTES = 1024;
/** Most file systems refuse longer path segments; objects live on disk under their names. */
export const MAX_SEGMENT_BYTES = 255;
export const MAX_BUCKET_NAME_LENGTH = 100;

// Control characters (NUL included) and backslashes never reach the disk or the database.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;
const BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$@=;:+,?-]+$/;

const byteLength = (s: string) => Buffer.byteLength(s, "utf8");

/**
 * Normalises an object name the way supabase-js does (no leading/trailing or doubled slashes,
 * Unicode NFC) and rejects what could escape the bucket's folder: `.`/`..` segments, absolute
 * paths, NUL and control characters, backslashes, over-long keys or segments.
 */
export function normaliseObjectName(raw: string): string {
  if (typeof raw !== "string") throw storageErrors.invalidKey(String(raw));
  const name = raw
    .normalize("NFC")
    .replace(/\/+/g, "/")
    .replace(/^\/|\/$/g, "");
  if (!name || FORBIDDEN.test(name) || /^[A-Za-z]:/.test(name)) {
    throw storageErrors.invalidKey(raw);
  }
  if (byteLength(name) > MAX_KEY_BYTES) throw storageErrors.invalidKey(raw);
  for (const segment of name.split("/")) {
    if (segment === "." || segment === ".." || byteLength(segment) > MAX_SEGMENT_BYTES) {
      throw storageErrors.invalidKey(raw);
    }
  }
  return name;
}

/** Decodes a percent-encoded path tail; a malformed escape is the client's fault (400). */
export function decodePathTail(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw storageErrors.invalidKey(encoded);
  }
}

/** Prefixes for listing may be empty; otherwise they follow object-name rules. */
export function normalisePrefix(raw: unknown): string {
  if (raw === undefined || raw === null || raw === "") return "";
  if (typeof raw !== "string") throw storageErrors.invalidRequest("prefix must be a string");
  const trimmed = raw.replace(/\/+/g, "/").replace(/^\/|\/$/g, "");
  return trimmed ? normaliseObjectName(trimmed) : "";
}

export function checkBucketName(raw: unknown): string {
  if (
    typeof raw !== "string" ||
    raw.length === 0 ||
    raw.length > MAX_BUCKET_NAME_LENGTH ||
    !BUCKET_NAME.test(raw) ||
    raw.startsWith(".") ||
    raw.trim() !== raw
  ) {
    throw storageErrors.invalidBucketName();
  }
  return raw;
}
