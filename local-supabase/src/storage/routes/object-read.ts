import type { Context } from "hono";
import { objectInfo, sendObject } from "../download";
import { storageErrors } from "../errors";
import { findBucket, findObject } from "../queries";
import type { StorageService } from "../service";
import { verifyUrlToken } from "../signed-token";
import type { BucketAndName } from "./object-path";

/** GET/HEAD /object/<bucket>/<name> and /object/authenticated/...: reading is decided by RLS. */
export async function downloadAuthenticated(svc: StorageService, c: Context, t: BucketAndName) {
  const identity = await svc.identity(c);
  const row = await svc.asCaller(identity, (tx) => findObject(tx, t.bucket, t.name));
  if (!row) throw storageErrors.noSuchKey();
  return sendObject(svc, c, row);
}

async function publicRow(svc: StorageService, t: BucketAndName) {
  return svc.asService(async (tx) => {
    const bucket = await findBucket(tx, t.bucket);
    if (!bucket?.public) throw storageErrors.noSuchBucket();
    return findObject(tx, t.bucket, t.name);
  });
}

/** /object/public/<bucket>/<name>: anyone may read objects of a public bucket. */
export async function downloadPublic(svc: StorageService, c: Context, t: BucketAndName) {
  const row = await publicRow(svc, t);
  if (!row) throw storageErrors.noSuchKey();
  return sendObject(svc, c, row);
}

/** /object/sign/<bucket>/<name>?token=: the token grants exactly this object until it expires. */
export async function downloadSigned(svc: StorageService, c: Context, t: BucketAndName) {
  await verifyUrlToken(
    c.req.query("token"),
    svc.ctx.config.jwtSecret,
    `${t.bucket}/${t.name}`,
    "download",
  );
  const row = await svc.asService((tx) => findObject(tx, t.bucket, t.name));
  if (!row) throw storageErrors.noSuchKey();
  return sendObject(svc, c, row);
}

/** /object/info/[authenticated|public/]<bucket>/<name>: the object's facts as JSON. */
export async function info(svc: StorageService, c: Context, t: BucketAndName, isPublic: boolean) {
  const row = isPublic
    ? await publicRow(svc, t)
    : await svc.asCaller(await svc.identity(c), (tx) => findObject(tx, t.bucket, t.name));
  if (!row) throw storageErrors.noSuchKey();
  return c.json(objectInfo(row), 200, { "Cache-Control": "no-cache" });
}
