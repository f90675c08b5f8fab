import { storageErrors } from "../errors";
import { decodePathTail, normaliseObjectName } from "../object-name";

/** `/object/<rest>` split into still-encoded segments after `/object/`. */
export function objectSegments(url: string): string[] {
  const pathname = new URL(url).pathname;
  const at = pathname.indexOf("/object/");
  if (at < 0) return [];
  return pathname.slice(at + "/object/".length).split("/");
}

export interface BucketAndName {
  bucket: string;
  name: string;
}

/** `<bucket>/<name...>` from encoded segments; the name is decoded then normalised. */
export function bucketAndName(segments: string[]): BucketAndName {
  const [bucketSeg, ...rest] = segments;
  if (!bucketSeg) throw storageErrors.noSuchBucket();
  const bucket = decodePathTail(bucketSeg);
  const tail = rest.map(decodePathTail).join("/");
  if (!tail) throw storageErrors.missingParameter("object name");
  return { bucket, name: normaliseObjectName(tail) };
}

export function bucketOnly(segments: string[]): string | null {
  if (segments.length !== 1 || !segments[0]) return null;
  return decodePathTail(segments[0]);
}
