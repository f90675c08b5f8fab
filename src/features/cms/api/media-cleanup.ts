import type { ResourceDef } from "../define-resource";
import { mediaObjectPath, unusedMediaUrls } from "../lib/media-urls";
import { db, SUPABASE_URL } from "./db";
import { DOCUMENTS_BUCKET, MEDIA_BUCKET } from "../lib/media-rules";
import { variantsOf } from "@/lib/image-variants";

/** The declaration's columns that hold one media URL each, and its gallery columns. */
function mediaColumns(def: ResourceDef) {
  const fields = def.form.sections.flatMap((s) => s.fields);
  return {
    single: fields.filter((f) => f.widget === "image" || f.widget === "pdf").map((f) => f.name),
    gallery: fields.filter((f) => f.widget === "gallery").map((f) => f.name),
  };
}

/** Whether another record of the same table still points at the file (a copied URL). */
async function usedElsewhere(def: ResourceDef, url: string): Promise<boolean> {
  const { single, gallery } = mediaColumns(def);
  const head = () => db.from(def.table).select("id", { count: "exact", head: true });
  const checks = await Promise.all([
    ...single.map((c) => head().eq(c, url)),
    // A JSON string: supabase-js would write a JS array as a Postgres array literal.
    ...gallery.map((c) => head().contains(c, JSON.stringify([{ url }]))),
  ]);
  // When in doubt (a failed check), keep the file.
  return checks.some((r) => r.error || (r.count ?? 0) > 0);
}

/** Removes the bucket's files the save made unused; returns the object paths deleted. */
async function removeUnusedIn(
  bucket: string,
  def: ResourceDef,
  before: unknown,
  uploaded: readonly string[],
  after: unknown,
): Promise<string[]> {
  const unused = unusedMediaUrls(before, uploaded, after, SUPABASE_URL, bucket);
  const paths: string[] = [];
  for (const url of unused) {
    if (await usedElsewhere(def, url)) continue;
    const path = mediaObjectPath(url, SUPABASE_URL, bucket);
    // A resized upload's smaller copies go with it.
    if (path) paths.push(path, ...variantsOf(path).map((v) => v.url));
  }
  if (paths.length === 0) return [];
  const { data, error } = await db.storage.from(bucket).remove(paths);
  if (error) return [];
  return (data ?? []).map((o) => o.name);
}

/**
 * After a save succeeded: deletes the media and documents buckets' files the record no longer
 * uses (replaced or removed, or uploaded and replaced again while editing). Never a file the
 * saved record uses, one another record of the table uses, or anything outside those buckets.
 * Returns the object paths deleted; failures are left for a later clean-up rather than reported.
 */
export async function removeUnusedMedia(
  def: ResourceDef,
  before: unknown,
  uploaded: readonly string[],
  after: unknown,
): Promise<string[]> {
  const removed = await Promise.all(
    [MEDIA_BUCKET, DOCUMENTS_BUCKET].map((bucket) =>
      removeUnusedIn(bucket, def, before, uploaded, after),
    ),
  );
  return removed.flat();
}
