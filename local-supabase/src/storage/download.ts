import type { Context } from "hono";
import { storageErrors } from "./errors";
import { baseMimeType, isRasterImage } from "./mime";
import { parseRange } from "./range";
import type { StorageService } from "./service";
import type { ObjectRow } from "./types";

/**
 * The bare stored type (parameters dropped: browsers read `image/png;a=b, text/html` as HTML),
 * and types a browser would run as a page served as text, as Supabase Storage does.
 */
function safeContentType(mime: string): string {
  const base = baseMimeType(mime) || "application/octet-stream";
  return base === "text/html" || base === "application/xhtml+xml" ? "text/plain" : base;
}

/** Nothing an object's bytes say can load, run or reach anything, even opened as a page. */
export const OBJECT_CSP = "default-src 'none'; sandbox";

function attachment(filename: string): string {
  if (filename === "") return "attachment;";
  const file = encodeURIComponent(filename);
  return `attachment; filename=${file}; filename*=UTF-8''${file};`;
}

/**
 * Raster images are shown inline; anything else (SVG, PDF, text...) is a download, named after the
 * object unless `?download=<name>` names it.
 */
function contentDisposition(c: Context, row: ObjectRow, mime: string): string | null {
  const download = c.req.query("download");
  if (download !== undefined) return attachment(download);
  if (isRasterImage(mime)) return null;
  return attachment(row.name.split("/").pop() ?? "");
}

/**
 * Answers with an object's bytes: Content-Type, Cache-Control, ETag, Last-Modified, conditional
 * requests (If-None-Match -> 304), one byte range (206 / 416), attachments, and the headers that
 * keep an uploaded file from running as a page on this origin (nosniff, a sandboxing CSP).
 */
export async function sendObject(
  svc: StorageService,
  c: Context,
  row: ObjectRow,
  options: { cacheControl?: string } = {},
): Promise<Response> {
  const bytes = await svc.disk.read(row.bucket_id, row.name);
  if (!bytes) throw storageErrors.noSuchKey();
  const meta = row.metadata;
  const mime = meta?.mimetype ?? "application/octet-stream";
  const headers = new Headers({
    "Content-Type": safeContentType(mime),
    "Cache-Control": options.cacheControl ?? meta?.cacheControl ?? "no-cache",
    "Accept-Ranges": "bytes",
    "Last-Modified": new Date(row.updated_at).toUTCString(),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": OBJECT_CSP,
  });
  if (meta?.eTag) headers.set("ETag", meta.eTag);
  const disposition = contentDisposition(c, row, mime);
  if (disposition) headers.set("Content-Disposition", disposition);
  const ifNoneMatch = c.req.header("if-none-match");
  if (
    meta?.eTag &&
    ifNoneMatch &&
    ifNoneMatch.split(",").some((t) => t.trim() === meta.eTag || t.trim() === "*")
  ) {
    return new Response(null, { status: 304, headers });
  }
  const range = parseRange(c.req.header("range"), bytes.byteLength);
  if (range.kind === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${bytes.byteLength}`);
    headers.set("Content-Type", "application/json");
    const e = storageErrors.invalidRange();
    return new Response(JSON.stringify(e.render()), { status: 416, headers });
  }
  const head = c.req.method === "HEAD";
  if (range.kind === "partial") {
    const part = bytes.subarray(range.start, range.end + 1);
    headers.set("Content-Range", `bytes ${range.start}-${range.end}/${bytes.byteLength}`);
    headers.set("Content-Length", String(part.byteLength));
    return new Response(head ? null : Uint8Array.from(part), { status: 206, headers });
  }
  headers.set("Content-Length", String(bytes.byteLength));
  return new Response(head ? null : Uint8Array.from(bytes), { status: 200, headers });
}

/** The JSON `info()` returns (supabase-js turns the keys to camelCase). */
export function objectInfo(row: ObjectRow): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: row.metadata?.size ?? null,
    content_type: row.metadata?.mimetype ?? null,
    cache_control: row.metadata?.cacheControl ?? null,
    etag: row.metadata?.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: row.updated_at,
    created_at: row.created_at,
  };
}
