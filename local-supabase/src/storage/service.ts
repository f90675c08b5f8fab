import type { Context } from "hono";
import type { ServiceContext } from "../context";
import { runAs, type RequestIdentity } from "../db/run-as";
import type { Queryable } from "../db/types";
import { toStorageError } from "./db-errors";
import { DiskStore } from "./disk";
import { StorageError } from "./errors";

/** Database errors carry a five-character SQLSTATE; everything else passes through untouched. */
function mapDbError(err: unknown): unknown {
  const code = err && typeof err === "object" ? (err as { code?: unknown }).code : undefined;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? toStorageError(err) : err;
}
import { requestIdentity } from "./identity";

/** Supabase's local default (`file_size_limit = "50MiB"` in config.toml). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** What every storage route shares: the stack's context, the disk and database helpers. */
export class StorageService {
  readonly disk: DiskStore;

  constructor(readonly ctx: ServiceContext) {
    this.disk = DiskStore.forConfig(ctx.config);
  }

  identity(c: Context): Promise<RequestIdentity> {
    return requestIdentity(c, this.ctx.config.jwtSecret);
  }

  /** One transaction as the caller's role and claims, so RLS policies decide. */
  async asCaller<T>(identity: RequestIdentity, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await runAs(this.ctx.db, identity, this.ctx.roleTimeouts, fn);
    } catch (err) {
      throw mapDbError(err);
    }
  }

  /** Reads and writes Storage does as itself (bucket lookups, public and signed access). */
  async asService<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await this.ctx.db.transaction(fn);
    } catch (err) {
      throw mapDbError(err);
    }
  }
}

/** Renders any failure in Storage's shape; unexpected ones are logged and answered with a 500. */
export function renderError(c: Context, err: unknown, log: (m: string) => void): Response {
  const e = err instanceof StorageError ? err : toStorageError(err);
  if (e.httpStatus === 500) log(`storage error: ${err instanceof Error ? err.stack : String(err)}`);
  return c.json(e.render(), e.httpStatus);
}
