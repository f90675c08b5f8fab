import type { Context } from "hono";
import { storageErrors } from "../errors";
import { ownerOf } from "../identity";
import { jsonBody } from "../json-body";
import { isMimeAllowed } from "../mime";
import { checkBucketName, normaliseObjectName } from "../object-name";
import { findBucket, findObject, OBJECT_FULL_JSON } from "../queries";
import type { StorageService } from "../service";
import type { BucketAndName } from "./object-path";

interface Transfer {
  source: BucketAndName;
  target: BucketAndName;
}

function requiredString(value: unknown, name: string): string {
  if (typeof value !== "string" || value === "") throw storageErrors.missingParameter(name);
  return value;
}

async function parseTransfer(c: Context): Promise<Transfer> {
  const body = await jsonBody(c);
  const bucket = checkBucketName(requiredString(body.bucketId, "bucketId"));
  const target =
    body.destinationBucket === undefined || body.destinationBucket === null
      ? bucket
      : checkBucketName(requiredString(body.destinationBucket, "destinationBucket"));
  return {
    source: { bucket, name: normaliseObjectName(requiredString(body.sourceKey, "sourceKey")) },
    target: {
      bucket: target,
      name: normaliseObjectName(requiredString(body.destinationKey, "destinationKey")),
    },
  };
}

/** The destination bucket must exist and admit the object's size and type. */
async function checkTarget(svc: StorageService, t: Transfer): Promise<void> {
  const [bucket, source] = await svc.asService(
    async (tx) =>
      [
        await findBucket(tx, t.target.bucket),
        await findObject(tx, t.source.bucket, t.source.name),
      ] as const,
  );
  if (!bucket) throw storageErrors.noSuchBucket();
  if (!source?.metadata || t.source.bucket === t.target.bucket) return;
  if (bucket.file_size_limit !== null && source.metadata.size > bucket.file_size_limit) {
    throw storageErrors.entityTooLarge();
  }
  if (!isMimeAllowed(source.metadata.mimetype, bucket.allowed_mime_types)) {
    throw storageErrors.invalidMimeType(source.metadata.mimetype);
  }
}

/** POST /object/move: renames the row as the caller (update policies decide) and the file. */
export async function moveObject(svc: StorageService, c: Context) {
  const identity = await svc.identity(c);
  const t = await parseTransfer(c);
  await checkTarget(svc, t);
  await svc.asCaller(identity, async (tx) => {
    const res = await tx.query(
      `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
       where bucket_id = $1 and name = $2 returning id`,
      [t.source.bucket, t.source.name, t.target.bucket, t.target.name],
    );
    if (res.rows.length === 0) throw storageErrors.noSuchKey();
    await svc.disk.move(t.source.bucket, t.source.name, t.target.bucket, t.target.name);
  });
  return c.json({ message: "Successfully moved" });
}

/** POST /object/copy: reads the source and inserts the copy as the caller, then copies bytes. */
export async function copyObject(svc: StorageService, c: Context) {
  const identity = await svc.identity(c);
  const t = await parseTransfer(c);
  await checkTarget(svc, t);
  const upsert = c.req.header("x-upsert") === "true";
  const { owner, ownerId } = ownerOf(identity);
  const id = await svc.asCaller(identity, async (tx) => {
    const source = await findObject(tx, t.source.bucket, t.source.name);
    if (!source) throw storageErrors.noSuchKey();
    const res = await tx.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, gen_random_uuid()::text)
       ${
         upsert
           ? `on conflict (bucket_id, name) do update set owner = excluded.owner,
         owner_id = excluded.owner_id, metadata = excluded.metadata,
         user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now()`
           : ""
       }
       returning id`,
      [
        t.target.bucket,
        t.target.name,
        owner,
        ownerId,
        JSON.stringify(source.metadata),
        source.user_metadata ? JSON.stringify(source.user_metadata) : null,
      ],
    );
    await svc.disk.copy(t.source.bucket, t.source.name, t.target.bucket, t.target.name);
    return res.rows[0]?.id ?? null;
  });
  return c.json({ Id: id, Key: `${t.target.bucket}/${t.target.name}` });
}

/** DELETE /object/<bucket> { prefixes }: deletes what the caller may, returns those rows. */
export async function removeObjects(svc: StorageService, c: Context, bucket: string) {
  const identity = await svc.identity(c);
  const body = await jsonBody(c);
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000) {
    throw storageErrors.invalidRequest("prefixes must be a list of 1 to 1000 object names");
  }
  const names = prefixes.map((p) => {
    if (typeof p !== "string") throw storageErrors.invalidRequest("prefixes must be strings");
    return normaliseObjectName(p);
  });
  const rows = await svc.asCaller(identity, async (tx) => {
    const res = await tx.query<{ row: string }>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning ${OBJECT_FULL_JSON}::text as row`,
      [bucket, names],
    );
    return res.rows.map((r) => JSON.parse(r.row) as { name: string });
  });
  for (const row of rows) await svc.disk.remove(bucket, row.name);
  return c.json(rows);
}

/** DELETE /object/<bucket>/<name>. */
export async function removeObject(svc: StorageService, c: Context, t: BucketAndName) {
  const identity = await svc.identity(c);
  const res = await svc.asCaller(identity, (tx) =>
    tx.query(`delete from storage.objects where bucket_id = $1 and name = $2 returning id`, [
      t.bucket,
      t.name,
    ]),
  );
  if (res.rows.length === 0) throw storageErrors.noSuchKey();
  await svc.disk.remove(t.bucket, t.name);
  return c.json({ message: "Successfully deleted" });
}
