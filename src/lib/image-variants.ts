/**
 * The back office resizes every uploaded image in the browser and stores, in the media bucket:
 *
 *   <folder>/<stamp>-<name>.w<W>.webp        the image, longest side at most 1600 px, W px wide
 *   <folder>/<stamp>-<name>.w<W>-400.webp    400 px wide (only when W > 400)
 *   <folder>/<stamp>-<name>.w<W>-800.webp    800 px wide (only when W > 800)
 *
 * (`.jpg` instead of `.webp` where the browser cannot encode WebP.) So a page builds the srcset
 * from the URL alone: no column is needed, and any other URL (the seeded /images/..., an outside
 * link, an upload from before) is shown as it is. Uploaded names never contain dots otherwise.
 */

/** Longest side of the stored image. */
export const MAX_IMAGE_SIDE = 1600;
/** Widths of the smaller copies stored beside it. */
export const VARIANT_WIDTHS: readonly number[] = [400, 800];

const MEDIA_PATH = "/storage/v1/object/public/media/";
const MAIN = /\.w(\d{1,5})\.(webp|jpg)$/;
const VARIANT = /\.w\d{1,5}-(\d{1,5})\.(webp|jpg)$/;

/** The object name (without extension) → its full name and the names of its smaller copies. */
export function variantNames(
  stem: string,
  width: number,
  ext: "webp" | "jpg",
): { main: string; variants: { width: number; name: string }[] } {
  const base = `${stem}.w${width}`;
  return {
    main: `${base}.${ext}`,
    variants: VARIANT_WIDTHS.filter((w) => w < width).map((w) => ({
      width: w,
      name: `${base}-${w}.${ext}`,
    })),
  };
}

/** The width a resized upload's URL (or object path) records, or null for any other image. */
export function resizedWidth(url: string): number | null {
  const match = MAIN.exec(url);
  if (!match) return null;
  const width = Number(match[1]);
  return width > 0 && width <= MAX_IMAGE_SIDE ? width : null;
}

/** Whether the path is one of the smaller copies (not an image of its own). */
export function isImageVariant(path: string): boolean {
  return VARIANT.test(path);
}

/** The URLs (or paths) of the smaller copies stored beside a resized upload, smallest first. */
export function variantsOf(url: string): { width: number; url: string }[] {
  const width = resizedWidth(url);
  if (width === null) return [];
  const dot = url.lastIndexOf(".");
  const [stem, ext] = [url.slice(0, dot), url.slice(dot)];
  return VARIANT_WIDTHS.filter((w) => w < width).map((w) => ({
    width: w,
    url: `${stem}-${w}${ext}`,
  }));
}

/**
 * `srcset` for an image in the media bucket resized on upload, else undefined (the browser
 * loads `src`). With `sizes`, the browser picks the smallest copy wide enough for the slot.
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !url.includes(MEDIA_PATH)) return undefined;
  const width = resizedWidth(url);
  if (width === null) return undefined;
  return [...variantsOf(url), { width, url }].map((v) => `${v.url} ${v.width}w`).join(", ");
}
