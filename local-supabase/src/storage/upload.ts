import type { Context } from "hono";
import type { RequestIdentity } from "../db/run-as";
import { storageErrors } from "./errors";
import { ownerOf } from "./identity";
import { baseMimeType, isMimeAllowed } from "./mime";
import { buildObjectMetadata } from "./object-metadata";
import { findBucket } from "./queries";
import { GLOBAL_FILE_SIZE_LIMIT, type StorageService } from "./service";
import { readUploadBody } from "./upload-body";

export interface UploadTarget {
  bucket: string;
  name: string;
  upsert: boolean;
  identity: RequestIdentity;
}

const INSERT = `insert into storage.objects
    (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
  values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, gen_random_uuid()::text)`;
const UPSERT = `${INSERT}
  on conflict (bucket_id, name) do update set
    owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
    user_metadata = excluded.user_metadata, version = excluded.version,
    updated_at = now(), last_accessed_at = now()`;

/**
 * Stores an upload: bucket limits and allowed types are checked first, the bytes staged on
 * disk, then the row (metadata already filled, so policies can read size and type) is written
 * as the caller and the file moved into place before the transaction commits.
 */
export async function storeUpload(
  svc: StorageService,
  c: Context,
  target: UploadTarget,
): Promise<{ id: string; key: string }> {
  const bucket = await svc.asService((tx) => findBucket(tx, target.bucket));
  if (!bucket) throw storageErrors.noSuchBucket();
  const limit = Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
  const body = await readUploadBody(c, limit);
  if (!isMimeAllowed(body.contentType, bucket.allowed_mime_types)) {
    throw storageErrors.invalidMimeType(body.contentType);
  }
  // The bare type only: parameters would reach the Content-Type header objects are served with.
  const metadata = buildObjectMetadata(
    body.bytes,
    baseMimeType(body.contentType),
    body.cacheControl,
  );
  const { owner, ownerId } = ownerOf(target.identity);
  const staged = await svc.disk.stage(body.bytes);
  try {
    const id = await svc.asCaller(target.identity, async (tx) => {
      const res = await tx.query<{ id: string }>(
        `${target.upsert ? UPSERT : INSERT} returning id`,
        [
          target.bucket,
          target.name,
          owner,
          ownerId,
          JSON.stringify(metadata),
          body.userMetadata ? JSON.stringify(body.userMetadata) : null,
        ],
      );
      const row = res.rows[0];
      if (!row) throw storageErrors.accessDenied("new row violates row-level security policy");
      await svc.disk.commit(staged.tmp, target.bucket, target.name);
      return row.id;
    });
    return { id, key: `${target.bucket}/${target.name}` };
  } finally {
    await staged.discard();
  }
}
