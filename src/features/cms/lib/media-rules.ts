/** What the media and documents buckets accept, and why Storage refused a file. */

/** Images: raster only (an SVG can carry script). */
export const MEDIA_BUCKET = "media";
/** Data sheets (PDF). */
export const DOCUMENTS_BUCKET = "documents";
/** The media bucket's limit (what is stored, after resizing). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A picked image before resizing: a phone's photo is 4–8 MB. */
export const IMAGE_SOURCE_MAX_BYTES = 40 * 1024 * 1024;
export const PDF_MAX_BYTES = 20 * 1024 * 1024;
/** The media bucket's allowed_mime_types (migration 20261127110000_upload_types.sql). */
export const IMAGE_TYPES: readonly string[] = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/avif",
];

export type MediaKind = "image" | "pdf";

export const BUCKET_OF: Record<MediaKind, string> = { image: MEDIA_BUCKET, pdf: DOCUMENTS_BUCKET };

/** Why a file is refused: its type, its size, or (an image) it cannot be decoded. */
export type MediaProblem = "type" | "size" | "unreadable";

/**
 * Checked before uploading: raster images up to 40 MB (resized before upload, so what is stored
 * stays far below the bucket's 5 MB), PDFs up to 20 MB (stored as they are).
 */
export function checkMediaFile(file: File, kind: MediaKind): MediaProblem | null {
  if (kind === "image") {
    if (!IMAGE_TYPES.includes(file.type)) return "type";
    if (file.size > IMAGE_SOURCE_MAX_BYTES) return "size";
  } else {
    if (file.type !== "application/pdf") return "type";
    if (file.size > PDF_MAX_BYTES) return "size";
  }
  return null;
}

/** Storage answers `{ statusCode: "415" | "413", ... }` for a refused type or size. */
export function problemOfResponse(status: number, body: string): MediaProblem | null {
  let code = String(status);
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "statusCode" in parsed) {
      code = String(parsed.statusCode);
    }
  } catch {
    // not JSON: the HTTP status decides
  }
  if (code === "415") return "type";
  if (code === "413") return "size";
  return null;
}
