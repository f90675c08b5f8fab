import { variantNames } from "@/lib/image-variants";
import { MEDIA_BUCKET } from "../lib/media-rules";
import { resizeImage } from "../lib/resize-image";
import { db } from "./db";
import { objectStem, putObject } from "./media-upload";

export interface UploadedImage {
  /** Public URL of the stored image (longest side at most 1600 px). */
  url: string;
  width: number;
  height: number;
  /** Bytes stored: the image and its smaller copies. */
  bytes: number;
  /** Object paths in the media bucket: the image's, then its copies'. */
  paths: string[];
}

/** What the upload is doing: making the copies, then sending them (bytes sent of all). */
export type ImageUploadProgress = { phase: "resizing" } | { phase: "uploading"; fraction: number };

/**
 * Resizes an image in the browser and stores it in the media bucket with its 400 and 800 px
 * copies (named as `@/lib/image-variants` says, so public pages can build a srcset from the
 * URL). The copies go first: once the image's URL exists, so do they. Progress is the share of
 * all bytes sent. On failure, what was stored is removed again.
 */
export async function uploadImage(
  file: File,
  folder: string,
  onProgress: (progress: ImageUploadProgress) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  onProgress({ phase: "resizing" });
  const { full, variants, ext } = await resizeImage(file);
  const names = variantNames(objectStem(folder, file.name), full.width, ext);
  const parts = [
    ...variants.map((v, i) => ({ path: names.variants[i]!.name, blob: v.blob })),
    { path: names.main, blob: full.blob },
  ];
  const total = parts.reduce((sum, p) => sum + p.blob.size, 0);
  let sent = 0;
  onProgress({ phase: "uploading", fraction: 0 });
  const stored: string[] = [];
  let url = "";
  try {
    for (const part of parts) {
      url = await putObject(
        MEDIA_BUCKET,
        part.path,
        part.blob,
        (loaded) => onProgress({ phase: "uploading", fraction: (sent + loaded) / total }),
        signal,
      );
      stored.push(part.path);
      sent += part.blob.size;
    }
  } catch (error) {
    if (stored.length > 0) await db.storage.from(MEDIA_BUCKET).remove(stored);
    throw error;
  }
  return {
    url,
    width: full.width,
    height: full.height,
    bytes: total,
    paths: [names.main, ...names.variants.map((v) => v.name)],
  };
}
