export interface GalleryImage {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const isUsableUrl = (v: unknown): v is string =>
  typeof v === "string" && (/^https?:\/\//i.test(v) || /^\/[^/\s]/.test(v));

const size = (v: unknown): number | null =>
  typeof v === "number" && Number.isFinite(v) && v > 0 ? Math.round(v) : null;

/**
 * The product's images in order: the main image first, then the gallery, which may hold plain
 * URLs or {url, alt, width, height}. Duplicates and unusable entries are dropped; an image
 * without its own alt text is described by the product's name.
 */
export function normalizeGallery(input: {
  name: string;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  gallery: unknown;
}): GalleryImage[] {
  const out: GalleryImage[] = [];
  const seen = new Set<string>();
  const push = (url: string, alt: unknown, width: number | null, height: number | null) => {
    if (seen.has(url)) return;
    seen.add(url);
    const text = typeof alt === "string" && alt.trim() ? alt.trim() : input.name;
    const sized = width !== null && height !== null;
    out.push({ url, alt: text, width: sized ? width : null, height: sized ? height : null });
  };
  if (isUsableUrl(input.image_url)) {
    push(input.image_url, null, size(input.image_width), size(input.image_height));
  }
  if (Array.isArray(input.gallery)) {
    for (const item of input.gallery) {
      if (isUsableUrl(item)) push(item, null, null, null);
      else if (isRecord(item) && isUsableUrl(item.url)) {
        push(item.url, item.alt, size(item.width), size(item.height));
      }
    }
  }
  return out;
}
