import { storageErrors } from "./errors";

/** The bare media type of a Content-Type value, lower-cased (`image/png; x=y` -> `image/png`). */
export function baseMimeType(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}

/**
 * Whether a bucket's allowed types (exact or `type/*` wildcards) admit the content type, compared
 * as hosted Storage compares them: the part after the slash is taken whole, parameters included,
 * so an exact rule such as `image/png` refuses `image/png;a=b, text/html` (and `text/plain;
 * charset=UTF-8`). Only a wildcard admits a type that carries parameters.
 */
export function isMimeAllowed(contentType: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const value = contentType.trim().toLowerCase();
  const slash = value.indexOf("/");
  if (slash <= 0) return false;
  const type = value.slice(0, slash);
  const subtype = value.slice(slash + 1);
  return allowed.some((rule) => {
    const r = rule.trim().toLowerCase();
    if (r === "*/*" || r === "*") return true;
    if (r.endsWith("/*")) return r.slice(0, -2) === type;
    return r === `${type}/${subtype}`;
  });
}

/** Raster image types a browser shows as a picture and never runs: served inline. */
const RASTER_IMAGES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"]);

export function isRasterImage(contentType: string): boolean {
  return RASTER_IMAGES.has(baseMimeType(contentType));
}

const UNITS: Record<string, number> = {
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/**
 * A bucket's file_size_limit as Supabase accepts it: a byte count or a string such as
 * "20MB" / "30KB" / "3B" (decimal units, as Storage parses them). null/undefined: no limit.
 */
export function parseFileSizeLimit(raw: unknown): number | null {
  if (raw === null || raw === undefined || raw === "") return null;
  if (typeof raw === "number") {
    if (Number.isSafeInteger(raw) && raw >= 0) return raw === 0 ? null : raw;
    throw storageErrors.invalidRequest(
      "Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B",
    );
  }
  if (typeof raw === "string") {
    const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(raw);
    const unit = m ? UNITS[(m[2] || "b").toLowerCase()] : undefined;
    if (m && unit) {
      const bytes = Math.floor(Number(m[1]) * unit);
      if (Number.isSafeInteger(bytes)) return bytes === 0 ? null : bytes;
    }
  }
  throw storageErrors.invalidRequest("Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B");
}

/** allowed_mime_types as given: an array of non-empty type patterns, or null. */
export function parseAllowedMimeTypes(raw: unknown): string[] | null {
  if (raw === null || raw === undefined) return null;
  if (
    !Array.isArray(raw) ||
    raw.some((v) => typeof v !== "string" || !/^[\w.+*-]+\/[\w.+*-]+$/.test(v.trim()))
  ) {
    throw storageErrors.invalidRequest("allowed_mime_types must be a list of MIME types");
  }
  return raw.length ? (raw as string[]).map((v) => v.trim()) : null;
}
