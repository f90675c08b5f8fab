import { queryOptions } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { mediaObjectKeys } from "./keys";
import type { LibraryRow, MediaBucket, MediaObject, MediaUsage } from "./model";

function toMediaObject(row: LibraryRow): MediaObject {
  const bucket = row.bucket_id as MediaBucket;
  return {
    bucket,
    name: row.name,
    url: supabase.storage.from(bucket).getPublicUrl(row.name).data.publicUrl,
    mimetype: row.mimetype ?? null,
    size: Number(row.size ?? 0),
    totalSize: Number(row.total_size ?? 0),
    width: row.width ?? null,
    height: row.height ?? null,
    createdAt: row.created_at,
    variants: row.variants ?? [],
    alt: row.alt ?? null,
    usages: Array.isArray(row.usages) ? (row.usages as unknown as MediaUsage[]) : [],
  };
}

/** Admins: every file of the media and documents buckets, newest first, with its usages. */
export async function getMediaLibrary(signal?: AbortSignal): Promise<MediaObject[]> {
  let query = supabase.rpc("admin_media_library");
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return (data ?? []).map(toMediaObject);
}

export function mediaLibraryQueryOptions() {
  return queryOptions({
    queryKey: mediaObjectKeys.library(),
    queryFn: ({ signal }) => getMediaLibrary(signal),
    // Usages change with every content save: always fresh when the library or a picker opens.
    staleTime: 0,
  });
}
