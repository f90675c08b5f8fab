import type { Context } from "hono";
import { storageErrors } from "../errors";
import { jsonBody } from "../json-body";
import { normalisePrefix } from "../object-name";
import { escapeLike } from "../queries";
import type { StorageService } from "../service";

const SORT_COLUMNS: Record<string, string> = {
  name: `name collate "C"`,
  created_at: "created_at",
  updated_at: "updated_at",
  last_accessed_at: "last_accessed_at",
};

function nonNegativeInt(value: unknown, fallback: number, name: string): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw storageErrors.invalidRequest(`${name} must be a non-negative integer`);
  }
  return value;
}

export interface ListOptions {
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  sortColumn: string;
  sortOrder: "asc" | "desc";
}

/** storage-js list() body -> checked options (limit 100, offset 0, name ascending by default). */
export function parseListBody(body: Record<string, unknown>): ListOptions {
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
  if (typeof sortBy !== "object" || sortBy === null)
    throw storageErrors.invalidRequest("Invalid sortBy");
  const column = typeof sortBy.column === "string" ? sortBy.column : "name";
  const order = typeof sortBy.order === "string" ? sortBy.order.toLowerCase() : "asc";
  if (!SORT_COLUMNS[column] || (order !== "asc" && order !== "desc")) {
    throw storageErrors.invalidRequest("Invalid sortBy");
  }
  if (body.search !== undefined && typeof body.search !== "string") {
    throw storageErrors.invalidRequest("search must be a string");
  }
  return {
    prefix: normalisePrefix(body.prefix),
    search: (body.search as string | undefined) ?? "",
    limit: Math.min(nonNegativeInt(body.limit, 100, "limit"), 10_000),
    offset: nonNegativeInt(body.offset, 0, "offset"),
    sortColumn: column,
    sortOrder: order,
  };
}

/**
 * POST /object/list/<bucket>: one level under the prefix, folders first then files, as
 * storage.search answers; only rows the caller's policies let it select are seen.
 */
export async function listObjects(svc: StorageService, c: Context, bucket: string) {
  const identity = await svc.identity(c);
  const opts = parseListBody(await jsonBody(c));
  const level = opts.prefix ? opts.prefix.split("/").length + 1 : 1;
  const pattern = `${escapeLike(opts.prefix ? `${opts.prefix}/` : "")}${escapeLike(opts.search)}%`;
  const sort = `${SORT_COLUMNS[opts.sortColumn]} ${opts.sortOrder}`;
  const res = await svc.asCaller(identity, (tx) =>
    tx.query<{ body: string }>(
      `with matched as (
         select * from storage.objects where bucket_id = $1 and name ilike $2 escape '\\'
       ), entries as (
         select 0 as kind, folder as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at,
                null::jsonb as metadata
         from (select distinct path_tokens[$3] as folder from matched
               where array_length(path_tokens, 1) > $3) f
         union all
         select 1, path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata
         from matched where array_length(path_tokens, 1) = $3
       ), page as (
         select *, row_number() over (order by kind, ${sort}, name collate "C") as n
         from entries order by n limit $4 offset $5
       )
       select coalesce(json_agg(json_build_object('name', name, 'id', id,
                'updated_at', updated_at, 'created_at', created_at,
                'last_accessed_at', last_accessed_at, 'metadata', metadata) order by n), '[]')::text as body
       from page`,
      [bucket, pattern, level, opts.limit, opts.offset],
    ),
  );
  return c.body(res.rows[0]?.body ?? "[]", 200, { "Content-Type": "application/json" });
}
