import type { Context } from "hono";
import { storageErrors } from "./errors";
import { baseMimeType } from "./mime";
import { parseRange } from "./range";
import type { StorageService } from "./service";
import type { ObjectRow } from "./types";

/** Content types a browser would run as a page are served as text, as Supabase Storage does. */
function safeContentType(mime: string): string {
  const base = baseMimeType(mime);
  return base === "text/html" || base === "application/xhtml+xml" ? "text/plain" : mime;
}

/**
 * Answers with an object's bytes: Content-Type, Cache-Control, ETag, Last-Modified, conditional
 * requests (If-None-Match -> 304), one byte range (206 / 416) and `?download` attachments.
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
  const headers = new Headers({
    "Content-Type": safeContentType(meta?.mimetype ?? "application/octet-stream"),
    "Cache-Control": options.cacheControl ?? meta?.cacheControl ?? "no-cache",
    "Accept-Ranges": "bytes",
    "Last-Modified": new Date(row.updated_at).toUTCString(),
    "X-Content-Type-Options": "nosniff",
  });
  if (meta?.eTag) headers.set("ETag", meta.eTag);
  const download = c.req.query("download");
  if (download !== undefined) {
    const file = encodeURIComponent(download);
    headers.set(
      "Content-Disposition",
      download === "" ? "attachment;" : `attachment; filename=${file}; filename*=UTF-8''${file};`,
    );
  }
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
