import type { Context } from "hono";
import type { RequestIdentity } from "../../db/run-as";
import { storageErrors } from "../errors";
import { ownerOf } from "../identity";
import { jsonBody } from "../json-body";
import { normaliseObjectName } from "../object-name";
import { findBucket } from "../queries";
import type { StorageService } from "../service";
import { signUrlToken, verifyUrlToken } from "../signed-token";
import { storeUpload } from "../upload";
import type { BucketAndName } from "./object-path";

/** Signed upload URLs are valid for two hours, as on Supabase. */
const UPLOAD_URL_SECONDS = 2 * 60 * 60;
const MAX_EXPIRY_SECONDS = 10 * 365 * 24 * 60 * 60;

function expiresIn(value: unknown): number {
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 1 || n > MAX_EXPIRY_SECONDS) {
    throw storageErrors.invalidRequest("expiresIn must be a positive number of seconds");
  }
  return n;
}

/** Names are kept as they are in the URL (supabase-js encodes the whole URL itself). */
const signedPath = (bucket: string, name: string, token: string) =>
  `/object/sign/${bucket}/${name}?token=${token}`;

/** POST /object/sign/<bucket>/<name> { expiresIn }: only for objects the caller can read. */
export async function signOne(svc: StorageService, c: Context, t: BucketAndName) {
  const identity = await svc.identity(c);
  const seconds = expiresIn((await jsonBody(c)).expiresIn);
  const found = await svc.asCaller(identity, (tx) =>
    tx.query(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [
      t.bucket,
      t.name,
    ]),
  );
  if (found.rows.length === 0) throw storageErrors.noSuchKey();
  const token = await signUrlToken(
    { url: `${t.bucket}/${t.name}`, kind: "download" },
    svc.ctx.config.jwtSecret,
    seconds,
  );
  return c.json({ signedURL: signedPath(t.bucket, t.name, token) });
}

/** POST /object/sign/<bucket> { expiresIn, paths }: one entry per path, null where not readable. */
export async function signMany(svc: StorageService, c: Context, bucket: string) {
  const identity = await svc.identity(c);
  const body = await jsonBody(c);
  const seconds = expiresIn(body.expiresIn);
  if (!Array.isArray(body.paths) || body.paths.length === 0 || body.paths.length > 1000) {
    throw storageErrors.invalidRequest("paths must be a list of 1 to 1000 object names");
  }
  const paths = body.paths.map((p) => {
    if (typeof p !== "string") throw storageErrors.invalidRequest("paths must be strings");
    return p;
  });
  const names = paths.map((p) => {
    try {
      return normaliseObjectName(p);
    } catch {
      return null;
    }
  });
  const res = await svc.asCaller(identity, (tx) =>
    tx.query<{ name: string }>(
      `select name from storage.objects where bucket_id = $1 and name = any($2::text[])`,
      [bucket, names.filter((n): n is string => n !== null)],
    ),
  );
  const readable = new Set(res.rows.map((r) => r.name));
  const out = await Promise.all(
    paths.map(async (path, i) => {
      const name = names[i];
      if (!name || !readable.has(name)) {
        return {
          error: "Either the object does not exist or you do not have access to it",
          path,
          signedURL: null,
        };
      }
      const token = await signUrlToken(
        { url: `${bucket}/${name}`, kind: "download" },
        svc.ctx.config.jwtSecret,
        seconds,
      );
      return { error: null, path, signedURL: signedPath(bucket, name, token) };
    }),
  );
  return c.json(out);
}

class PermissionProbe extends Error {}

/**
 * POST /object/upload/sign/<bucket>/<name>: the caller must be allowed to create the object now
 * (tested with an insert that is rolled back); the URL then lets anyone upload it once, as them.
 */
export async function createUploadUrl(svc: StorageService, c: Context, t: BucketAndName) {
  const identity = await svc.identity(c);
  const upsert = c.req.header("x-upsert") === "true";
  const bucket = await svc.asService((tx) => findBucket(tx, t.bucket));
  if (!bucket) throw storageErrors.noSuchBucket();
  const { owner, ownerId } = ownerOf(identity);
  try {
    await svc.asCaller(identity, async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, version)
         values ($1, $2, $3, $4, gen_random_uuid()::text)
         ${upsert ? "on conflict (bucket_id, name) do nothing" : ""}`,
        [t.bucket, t.name, owner, ownerId],
      );
      throw new PermissionProbe();
    });
  } catch (err) {
    if (!(err instanceof PermissionProbe)) throw err;
  }
  const token = await signUrlToken(
    { url: `${t.bucket}/${t.name}`, kind: "upload", owner: ownerId, upsert },
    svc.ctx.config.jwtSecret,
    UPLOAD_URL_SECONDS,
  );
  return c.json({ url: `/object/upload/sign/${t.bucket}/${t.name}?token=${token}`, token });
}

/** PUT /object/upload/sign/<bucket>/<name>?token=: stores the upload as the URL's creator. */
export async function uploadToSignedUrl(svc: StorageService, c: Context, t: BucketAndName) {
  const claims = await verifyUrlToken(
    c.req.query("token"),
    svc.ctx.config.jwtSecret,
    `${t.bucket}/${t.name}`,
    "upload",
  );
  const identity: RequestIdentity = {
    claims: { role: "service_role", ...(claims.owner ? { sub: claims.owner } : {}) },
    headers: {},
    method: c.req.method,
    path: new URL(c.req.url).pathname,
  };
  const stored = await storeUpload(svc, c, { ...t, upsert: claims.upsert === true, identity });
  return c.json({ Id: stored.id, Key: stored.key });
}
