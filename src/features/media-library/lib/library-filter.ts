import type { MediaObject } from "@/entities/media-object";

const isImage = (o: MediaObject) => o.mimetype?.startsWith("image/") ?? false;

export const MEDIA_FILTERS = ["all", "images", "documents", "unused"] as const;
export type MediaFilter = (typeof MEDIA_FILTERS)[number];

export function isMediaFilter(value: string | null): value is MediaFilter {
  return (MEDIA_FILTERS as readonly string[]).includes(value ?? "");
}

/** The files the library shows for a filter and a search in the file name (case-insensitive). */
export function filterMedia(
  objects: readonly MediaObject[],
  filter: MediaFilter,
  search: string,
): MediaObject[] {
  const q = search.trim().toLowerCase();
  return objects.filter((o) => {
    if (q && !o.name.toLowerCase().includes(q)) return false;
    if (filter === "images") return isImage(o);
    if (filter === "documents") return !isImage(o);
    if (filter === "unused") return o.usages.length === 0;
    return true;
  });
}

/** The file's own name, without its folder. */
export function fileName(name: string): string {
  return name.slice(name.lastIndexOf("/") + 1);
}

/** A size in B, kB or MB, in the reader's language. */
export function formatSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1_000_000
      ? [bytes / 1_000_000, "megabyte"]
      : bytes >= 1_000
        ? [bytes / 1_000, "kilobyte"]
        : [bytes, "byte"];
  return new Intl.NumberFormat(language, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: 1,
  }).format(value);
}
