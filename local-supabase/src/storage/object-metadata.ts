import { createHash } from "node:crypto";
import { imageSize } from "./image-size";
import { baseMimeType } from "./mime";
import type { ObjectMetadata } from "./types";

/** The metadata Supabase Storage records for an upload, with width/height for images. */
export function buildObjectMetadata(
  bytes: Uint8Array,
  contentType: string,
  cacheControl: string,
  now: Date = new Date(),
): ObjectMetadata {
  const metadata: ObjectMetadata = {
    eTag: `"${createHash("md5").update(bytes).digest("hex")}"`,
    size: bytes.byteLength,
    mimetype: contentType,
    cacheControl,
    lastModified: now.toUTCString(),
    contentLength: bytes.byteLength,
    httpStatusCode: 200,
  };
  if (baseMimeType(contentType).startsWith("image/")) {
    const size = imageSize(bytes);
    if (size) Object.assign(metadata, size);
  }
  return metadata;
}
