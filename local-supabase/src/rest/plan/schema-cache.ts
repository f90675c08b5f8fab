import type { Queryable } from "../../db/types";
import { buildSchemaCache, type RawCatalog } from "./build-cache";
import { CATALOG_QUERY } from "./catalog-query";
import type { SchemaCache } from "./schema-types";
import { pgArray } from "../query/literals";

const MISS_RELOAD_INTERVAL_MS = 250;

/**
 * Holds the schema cache: loaded on first use, reloaded on demand (schema reload events) and,
 * at most a few times a second, when a request names something the cache does not know,
 * because PGlite cannot LISTEN for `notify pgrst, 'reload schema'` through our Db wrapper.
 */
export class SchemaCacheHolder {
  private current: SchemaCache | null = null;
  private loading: Promise<SchemaCache> | null = null;
  private stale = false;
  private lastLoad = 0;
  /** Bumped on every load, so anything derived from the cache knows when it is outdated. */
  version = 0;

  constructor(
    private readonly db: Queryable,
    private readonly schemas: string[],
  ) {}

  async get(): Promise<SchemaCache> {
    if (this.current && !this.stale) return this.current;
    return this.load();
  }

  /** Marks the cache stale; the next request reloads it. */
  invalidate(): void {
    this.stale = true;
  }

  /** Reloads after a miss, unless the cache was loaded moments ago; answers whether it did. */
  async reloadAfterMiss(): Promise<SchemaCache | null> {
    if (Date.now() - this.lastLoad < MISS_RELOAD_INTERVAL_MS) return null;
    return this.load();
  }

  load(): Promise<SchemaCache> {
    if (this.loading) return this.loading;
    this.stale = false;
    this.loading = (async () => {
      try {
        const res = await this.db.query<{ cache: string }>(CATALOG_QUERY, [pgArray(this.schemas)]);
        const raw = JSON.parse(res.rows[0]?.cache ?? "{}") as RawCatalog;
        this.current = buildSchemaCache(raw);
        this.lastLoad = Date.now();
        this.version++;
        return this.current;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }
}
