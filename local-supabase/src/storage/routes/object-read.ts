import type { Context } from "hono";
import { objectInfo, sendObject } from "../download";
import { storageErrors } from "../errors";
import { findObject, OBJECT_JSON } from "../queries";
import type { StorageService } from "../service";
import type { ObjectRow } from "../types";
import { verifyUrlToken } from "../signed-token";
import type { BucketAndName } from "./object-path";

/** GET/HEAD /object/<bucket>/<name> and /object/authenticated/...: reading is decided by RLS. */
export async function downloadAuthenticated(svc: StorageService, c: Context, t: BucketAndName) {
  const identity = await svc.identity(c);
  const row = await svc.asCaller(identity, (tx) => findObject(tx, t.bucket, t.name));
  if (!row) throw storageErrors.noSuchKey();
  return sendObject(svc, c, row);
}

/** One statement, no transaction: public reads are the hot path (page images). */
async function publicRow(svc: StorageService, t: BucketAndName) {
  const res = await svc.ctx.db.query<{ public: string | boolean; row: string | null }>(
    `select b.public, (select ${OBJECT_JSON} from storage.objects o
                       where o.bucket_id = b.id and o.name = $2) as row
     from storage.buckets b where b.id = $1`,
    [t.bucket, t.name],
  );
  const found = res.rows[0];
  if (!found || (found.public !== true && found.public !== "true" && found.public !== "t")) {
    throw storageErrors.noSuchBucket();
  }
  return found.row ? (JSON.parse(found.row) as ObjectRow) : null;
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
  const row = await findObject(svc.ctx.db, t.bucket, t.name);
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
