import { MAX_IMAGE_SIDE, VARIANT_WIDTHS } from "@/lib/image-variants";

export interface Encoded {
  blob: Blob;
  width: number;
  height: number;
}

/** The stored image's size: the longest side at most `maxSide`, never enlarged. */
export function fitWithin(width: number, height: number, maxSide = MAX_IMAGE_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A smaller copy's size: `width` px wide, the same proportions. */
export function atWidth(full: { width: number; height: number }, width: number) {
  return { width, height: Math.max(1, Math.round((full.height * width) / full.width)) };
}

/** Decoded images larger than this are refused (a 48 MP photo needs ~200 MB to decode). */
export const MAX_SOURCE_PIXELS = 50_000_000;

export class UnreadableImageError extends Error {
  constructor() {
    super("The image could not be decoded");
    this.name = "UnreadableImageError";
  }
}

async function encode(
  source: ImageBitmap,
  size: { width: number; height: number },
): Promise<Encoded> {
  const bitmap = await createImageBitmap(source, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: "high",
  });
  try {
    let blob: Blob;
    if (typeof OffscreenCanvas !== "undefined") {
      const canvas = new OffscreenCanvas(size.width, size.height);
      canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
      blob = await canvas.convertToBlob({ type: "image/webp", quality: 0.82 });
      // Safari encodes no WebP and answers PNG: a JPEG is far smaller for a photo.
      if (blob.type !== "image/webp") {
        blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.85 });
      }
    } else {
      const canvas = document.createElement("canvas");
      canvas.width = size.width;
      canvas.height = size.height;
      canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
      const toBlob = (type: string, quality: number) =>
        new Promise<Blob | null>((r) => canvas.toBlob(r, type, quality));
      let out = await toBlob("image/webp", 0.82);
      if (!out || out.type !== "image/webp") out = await toBlob("image/jpeg", 0.85);
      if (!out) throw new UnreadableImageError();
      blob = out;
    }
    return { blob, ...size };
  } finally {
    bitmap.close();
  }
}

/**
 * The image as it is stored: longest side at most 1600 px, WebP (JPEG where the browser has no
 * WebP encoder), turned upright by its EXIF orientation and without its metadata (a phone's GPS
 * position); and the 400 and 800 px wide copies narrower than it.
 */
export async function resizeImage(
  file: Blob,
): Promise<{ full: Encoded; variants: Encoded[]; ext: "webp" | "jpg" }> {
  let source: ImageBitmap;
  try {
    source = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new UnreadableImageError();
  }
  try {
    if (source.width * source.height > MAX_SOURCE_PIXELS) throw new UnreadableImageError();
    const full = await encode(source, fitWithin(source.width, source.height));
    const variants: Encoded[] = [];
    for (const width of VARIANT_WIDTHS.filter((w) => w < full.width)) {
      variants.push(await encode(source, atWidth(full, width)));
    }
    return { full, variants, ext: full.blob.type === "image/webp" ? "webp" : "jpg" };
  } finally {
    source.close();
  }
}
