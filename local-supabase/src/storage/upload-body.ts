import type { Context } from "hono";
import { storageErrors } from "./errors";

export interface UploadBody {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export const DEFAULT_CONTENT_TYPE = "text/plain";
export const DEFAULT_CACHE_CONTROL = "max-age=3600";
/** Room for multipart boundaries and fields around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Reads the request body, refusing with 413 as soon as it passes `cap` bytes. */
export async function readCapped(c: Context, cap: number): Promise<Uint8Array> {
  const declared = Number(c.req.header("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > cap) throw storageErrors.entityTooLarge();
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => undefined);
      throw storageErrors.entityTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function cacheControlOf(value: string | null | undefined): string {
  const v = value?.trim();
  if (!v) return DEFAULT_CACHE_CONTROL;
  if (/^\d{1,10}$/.test(v)) return `max-age=${v}`;
  if (/^[\w=, -]{1,200}$/.test(v)) return v;
  throw storageErrors.invalidRequest("Invalid cache-control value");
}

function parseUserMetadata(json: string | null | undefined): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // fall through
  }
  throw storageErrors.invalidRequest("metadata must be a JSON object");
}

function validContentType(value: string): string {
  const v = value.trim();
  if (!/^[\w.+-]+\/[\w.+-]+(\s*;.{0,200})?$/.test(v)) throw storageErrors.invalidMimeType(v);
  return v;
}

/**
 * The uploaded file as supabase-js sends it: multipart/form-data (a Blob/File: the file part plus
 * `cacheControl` and `metadata` fields) or a raw body with content-type, cache-control and a
 * base64 JSON `x-metadata` header.
 */
export async function readUploadBody(c: Context, limit: number): Promise<UploadBody> {
  const contentType = c.req.header("content-type") ?? "";
  if (/^multipart\/form-data/i.test(contentType)) {
    const raw = await readCapped(c, limit + MULTIPART_OVERHEAD);
    let form: FormData;
    try {
      form = await new Response(Uint8Array.from(raw), {
        headers: { "content-type": contentType },
      }).formData();
    } catch {
      throw storageErrors.invalidRequest("Malformed multipart body");
    }
    const files: File[] = [];
    form.forEach((value) => {
      if (typeof value !== "string") files.push(value);
    });
    const file = files[0];
    if (!file) throw storageErrors.invalidRequest("No content provided");
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.byteLength > limit) throw storageErrors.entityTooLarge();
    const cache = form.get("cacheControl");
    const meta = form.get("metadata");
    return {
      bytes,
      contentType: validContentType(file.type || DEFAULT_CONTENT_TYPE),
      cacheControl: cacheControlOf(typeof cache === "string" ? cache : null),
      userMetadata: parseUserMetadata(typeof meta === "string" ? meta : null),
    };
  }
  const bytes = await readCapped(c, limit);
  const header = c.req.header("x-metadata");
  let metaJson: string | null = null;
  if (header) {
    metaJson = Buffer.from(header, "base64").toString("utf8");
  }
  return {
    bytes,
    contentType: validContentType(contentType || DEFAULT_CONTENT_TYPE),
    cacheControl: cacheControlOf(c.req.header("cache-control")),
    userMetadata: parseUserMetadata(metaJson),
  };
}
