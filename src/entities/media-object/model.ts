import type { Database } from "@/integrations/supabase/types";

type LibraryRow = Database["public"]["Functions"]["admin_media_library"]["Returns"][number];

export type MediaBucket = "media" | "documents";

/** Where a file is referenced: a content record's column (a translation's language), or the trash. */
export interface MediaUsage {
  table: string;
  id: string | null;
  /** The record's name or title, when it has one. */
  label: string | null;
  column: string;
  language: string | null;
}

/** One file of the library: a main file with its resized variants, as admin_media_library groups them. */
export interface MediaObject {
  bucket: MediaBucket;
  name: string;
  url: string;
  mimetype: string | null;
  size: number;
  totalSize: number;
  width: number | null;
  height: number | null;
  createdAt: string;
  variants: string[];
  alt: string | null;
  usages: MediaUsage[];
}

export function isImage(object: Pick<MediaObject, "mimetype">): boolean {
  return object.mimetype?.startsWith("image/") ?? false;
}

export type { LibraryRow };
