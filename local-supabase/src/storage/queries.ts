import type { Queryable } from "../db/types";
import type { BucketRow, ObjectRow } from "./types";

/** Reads a bucket as the service itself (no RLS): Storage checks limits and publicity this way. */
export async function findBucket(db: Queryable, id: string): Promise<BucketRow | null> {
  const res = await db.query<{ row: string }>(
    `select json_build_object('id', id, 'name', name, 'public', coalesce(public, false),
        'file_size_limit', file_size_limit, 'allowed_mime_types', allowed_mime_types)::text as row
     from storage.buckets where id = $1`,
    [id],
  );
  const row = res.rows[0]?.row;
  return row ? (JSON.parse(row) as BucketRow) : null;
}

export const OBJECT_JSON = `json_build_object('id', id, 'name', name, 'bucket_id', bucket_id,
  'version', version, 'metadata', metadata, 'user_metadata', user_metadata,
  'created_at', created_at, 'updated_at', updated_at)::text`;

export async function findObject(
  db: Queryable,
  bucket: string,
  name: string,
): Promise<ObjectRow | null> {
  const res = await db.query<{ row: string }>(
    `select ${OBJECT_JSON} as row from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  const row = res.rows[0]?.row;
  return row ? (JSON.parse(row) as ObjectRow) : null;
}

/** The full row as Storage returns it from deletes. */
export const OBJECT_FULL_JSON = `json_build_object('bucket_id', bucket_id, 'name', name, 'id', id,
  'owner', owner, 'owner_id', owner_id, 'created_at', created_at, 'updated_at', updated_at,
  'last_accessed_at', last_accessed_at, 'metadata', metadata, 'user_metadata', user_metadata,
  'version', version)`;

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
