/**
 * The media sweep, shared by the local backend (Node, a background job) and the media-sweep Edge
 * Function (Deno): deletes the files of the media and documents buckets that nothing references
 * and that are older than a grace period (an upload whose form is still being filled in is young).
 * No imports: the caller brings the store (how it asks the database and deletes through Storage).
 */

export interface MediaSweepCandidate {
  bucket_id: string;
  name: string;
}

export interface MediaSweepStore {
  /** media_sweep_candidates(graceSeconds): unused objects whose group is old enough. */
  candidates(graceSeconds: number): Promise<MediaSweepCandidate[]>;
  /** Deletes through the Storage API; answers the names deleted. */
  remove(bucket: string, names: string[]): Promise<string[]>;
}

export interface MediaSweepResult {
  removed: MediaSweepCandidate[];
}

/** One day: long enough for any form to be saved. */
export const DEFAULT_MEDIA_GRACE_SECONDS = 24 * 60 * 60;

/** Storage deletes at most 1000 names per request. */
const BATCH = 1000;

export async function sweepUnusedMedia(
  store: MediaSweepStore,
  graceSeconds: number = DEFAULT_MEDIA_GRACE_SECONDS,
): Promise<MediaSweepResult> {
  const candidates = await store.candidates(graceSeconds);
  const byBucket = new Map<string, string[]>();
  for (const c of candidates)
    byBucket.set(c.bucket_id, [...(byBucket.get(c.bucket_id) ?? []), c.name]);
  const removed: MediaSweepCandidate[] = [];
  for (const [bucket, names] of byBucket) {
    for (let i = 0; i < names.length; i += BATCH) {
      const done = await store.remove(bucket, names.slice(i, i + BATCH));
      for (const name of done) removed.push({ bucket_id: bucket, name });
    }
  }
  return { removed };
}
