import { Hono } from "hono";
import { StorageError, storageErrors } from "../errors";
import { ownerOf } from "../identity";
import { jsonBody, optionalBoolean } from "../json-body";
import { parseAllowedMimeTypes, parseFileSizeLimit } from "../mime";
import { checkBucketName } from "../object-name";
import { renderError, type StorageService } from "../service";

const BUCKET_JSON = `json_build_object('id', id, 'name', name, 'owner', coalesce(owner_id, owner::text, ''),
  'public', coalesce(public, false), 'type', 'STANDARD', 'file_size_limit', file_size_limit,
  'allowed_mime_types', allowed_mime_types, 'created_at', created_at, 'updated_at', updated_at)`;

const SORT_COLUMNS: Record<string, string> = {
  id: "id",
  name: "name",
  created_at: "created_at",
  updated_at: "updated_at",
};

function intParam(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === "") return fallback;
  if (!/^\d{1,9}$/.test(value))
    throw storageErrors.invalidRequest("limit and offset must be integers");
  return Math.min(Number(value), max);
}

/** /bucket: create, list, get, update, empty, delete — as the caller, so RLS decides. */
export function bucketRoutes(svc: StorageService): Hono {
  const app = new Hono();
  const log = svc.ctx.log;

  app.post("/", async (c) => {
    try {
      const identity = await svc.identity(c);
      const body = await jsonBody(c);
      const name = checkBucketName(body.name ?? body.id);
      const id = body.id === undefined ? name : checkBucketName(body.id);
      const isPublic = optionalBoolean(body.public, "public") ?? false;
      const limit = parseFileSizeLimit(body.file_size_limit);
      const mimes = parseAllowedMimeTypes(body.allowed_mime_types);
      const { owner, ownerId } = ownerOf(identity);
      await svc
        .asCaller(identity, (tx) =>
          tx.query(
            `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3, $4, $5, $6, $7::text[])`,
            [id, name, owner, ownerId, isPublic, limit, mimes],
          ),
        )
        .catch((err: unknown) => {
          if (err instanceof StorageError && err.code === "KeyAlreadyExists") {
            throw storageErrors.bucketAlreadyExists();
          }
          throw err;
        });
      return c.json({ name: id });
    } catch (err) {
      return renderError(c, err, log);
    }
  });

  app.get("/", async (c) => {
    try {
      const identity = await svc.identity(c);
      const limit = intParam(c.req.query("limit"), 1000, 1000);
      const offset = intParam(c.req.query("offset"), 0, 1_000_000_000);
      const column = SORT_COLUMNS[c.req.query("sortColumn") ?? "name"];
      const order = (c.req.query("sortOrder") ?? "asc").toLowerCase();
      if (!column || (order !== "asc" && order !== "desc")) {
        throw storageErrors.invalidRequest("Invalid sort");
      }
      const search = c.req.query("search") ?? "";
      const res = await svc.asCaller(identity, (tx) =>
        tx.query<{ body: string }>(
          `select coalesce(json_agg(${BUCKET_JSON} order by ${column} ${order}), '[]')::text as body
           from (select * from storage.buckets where name ilike '%' || $3 || '%' escape '\\'
                 order by ${column} ${order} limit $1 offset $2) b`,
          [limit, offset, search.replace(/[\\%_]/g, (ch) => `\\${ch}`)],
        ),
      );
      return c.body(res.rows[0]?.body ?? "[]", 200, { "Content-Type": "application/json" });
    } catch (err) {
      return renderError(c, err, log);
    }
  });

  app.get("/:id", async (c) => {
    try {
      const identity = await svc.identity(c);
      const res = await svc.asCaller(identity, (tx) =>
        tx.query<{ body: string }>(
          `select ${BUCKET_JSON}::text as body from storage.buckets where id = $1`,
          [c.req.param("id")],
        ),
      );
      const body = res.rows[0]?.body;
      if (!body) throw storageErrors.noSuchBucket();
      return c.body(body, 200, { "Content-Type": "application/json" });
    } catch (err) {
      return renderError(c, err, log);
    }
  });

  app.put("/:id", async (c) => {
    try {
      const identity = await svc.identity(c);
      const body = await jsonBody(c);
      const isPublic = optionalBoolean(body.public, "public");
      const limit = parseFileSizeLimit(body.file_size_limit);
      const mimes = parseAllowedMimeTypes(body.allowed_mime_types);
      // Fields left out stay as they are; an explicit null clears a limit.
      const res = await svc.asCaller(identity, (tx) =>
        tx.query(
          `update storage.buckets set public = coalesce($2, public),
             file_size_limit = case when $5 then $3 else file_size_limit end,
             allowed_mime_types = case when $6 then $4::text[] else allowed_mime_types end,
             updated_at = now()
           where id = $1`,
          [
            c.req.param("id"),
            isPublic ?? null,
            limit,
            mimes,
            body.file_size_limit !== undefined,
            body.allowed_mime_types !== undefined,
          ],
        ),
      );
      if (res.rowCount === 0) throw storageErrors.noSuchBucket();
      return c.json({ message: "Successfully updated" });
    } catch (err) {
      return renderError(c, err, log);
    }
  });

  app.post("/:id/empty", async (c) => {
    try {
      const identity = await svc.identity(c);
      const id = c.req.param("id");
      const names = await svc.asCaller(identity, async (tx) => {
        const visible = await tx.query(`select 1 from storage.buckets where id = $1`, [id]);
        if (visible.rows.length === 0) throw storageErrors.noSuchBucket();
        const res = await tx.query<{ name: string }>(
          `delete from storage.objects where bucket_id = $1 returning name`,
          [id],
        );
        return res.rows.map((r) => r.name);
      });
      for (const name of names) await svc.disk.remove(id, name);
      return c.json({ message: "Successfully emptied" });
    } catch (err) {
      return renderError(c, err, log);
    }
  });

  app.delete("/:id", async (c) => {
    try {
      const identity = await svc.identity(c);
      const id = c.req.param("id");
      const left = await svc.asService((tx) =>
        tx.query(`select 1 from storage.objects where bucket_id = $1 limit 1`, [id]),
      );
      if (left.rows.length > 0) {
        const exists = await svc.asCaller(identity, (tx) =>
          tx.query(`select 1 from storage.buckets where id = $1`, [id]),
        );
        throw exists.rows.length ? storageErrors.bucketNotEmpty() : storageErrors.noSuchBucket();
      }
      const res = await svc.asCaller(identity, (tx) =>
        tx.query(`delete from storage.buckets where id = $1`, [id]),
      );
      if (res.rowCount === 0) throw storageErrors.noSuchBucket();
      await svc.disk.removeBucket(id);
      return c.json({ message: "Successfully deleted" });
    } catch (err) {
      return renderError(c, err, log);
    }
  });

  return app;
}
