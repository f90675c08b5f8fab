/**
 * Media files a save made unused: the bucket objects the record pointed at before (or that were
 * uploaded while editing) and no longer points at. Only public URLs of OUR media bucket count;
 * site assets such as the seeded /images/... paths and outside links are never candidates.
 */
export function mediaObjectPath(url: string, supabaseUrl: string, bucket: string): string | null {
  const prefix = `${supabaseUrl.replace(/\/+$/, "")}/storage/v1/object/public/${bucket}/`;
  if (!url.startsWith(prefix)) return null;
  const rest = url.slice(prefix.length);
  if (rest === "" || /[?#]/.test(rest)) return null;
  let path: string;
  try {
    path = decodeURIComponent(rest);
  } catch {
    return null;
  }
  const parts = path.split("/");
  if (parts.some((p) => p === "" || p === "." || p === "..")) return null;
  return path;
}

/** Every string anywhere in a record (columns, gallery entries) that is a media-bucket URL. */
export function mediaUrlsIn(
  value: unknown,
  supabaseUrl: string,
  bucket: string,
  out: Set<string> = new Set(),
): Set<string> {
  if (typeof value === "string") {
    if (mediaObjectPath(value, supabaseUrl, bucket)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) mediaUrlsIn(v, supabaseUrl, bucket, out);
  } else if (value !== null && typeof value === "object") {
    for (const v of Object.values(value)) mediaUrlsIn(v, supabaseUrl, bucket, out);
  }
  return out;
}

/** URLs the saved record no longer uses: before's and this session's uploads minus after's. */
export function unusedMediaUrls(
  before: unknown,
  uploaded: readonly string[],
  after: unknown,
  supabaseUrl: string,
  bucket: string,
): string[] {
  const kept = mediaUrlsIn(after, supabaseUrl, bucket);
  const candidates = mediaUrlsIn(before, supabaseUrl, bucket);
  for (const url of uploaded) mediaUrlsIn(url, supabaseUrl, bucket, candidates);
  return [...candidates].filter((url) => !kept.has(url));
}
