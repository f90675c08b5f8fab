import { PGlite } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { Db, Queryable, QueryResult } from "./types";

const extensions = { pgcrypto, uuid_ossp, pg_trgm, unaccent };

const asText = (value: string) => value;

/**
 * Values come back as PostgreSQL text so both drivers answer alike (the REST layer builds JSON in
 * SQL). Set once on the instance: a per-query `parsers` option is copied on every call.
 */
async function returnEverythingAsText(pglite: PGlite): Promise<void> {
  const arrays = await pglite.query<{ oid: string }>(
    "select oid::text as oid from pg_type where typcategory = 'A'",
  );
  for (const oid of [...Object.keys(pglite.parsers), ...arrays.rows.map((r) => r.oid)]) {
    pglite.parsers[oid] = asText;
  }
}

function wrap(q: Pick<PGlite, "query">): Queryable {
  return {
    async query<Row>(text: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const res = await q.query<Row>(text, params);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
  };
}

export interface PgliteOpenOptions {
  /** Folder to persist to; omitted keeps the database in memory. */
  dataDir?: string;
  /** A gzip tarball from dumpDataDir to start from (a migrated template). */
  loadDataDir?: Blob;
}

export async function openPglite(
  options: PgliteOpenOptions = {},
): Promise<Db & { pglite: PGlite }> {
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions,
    relaxedDurability: false,
  });
  await returnEverythingAsText(pglite);
  const base = wrap(pglite);
  return {
    kind: "pglite",
    pglite,
    query: base.query,
    async transaction(fn) {
      return pglite.transaction((tx) => fn(wrap(tx)));
    },
    async exec(sql) {
      await pglite.exec(sql);
    },
    async close() {
      await pglite.close();
    },
  };
}

export async function dumpPglite(db: PGlite): Promise<Blob> {
  return db.dumpDataDir("gzip");
}
