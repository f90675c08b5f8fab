import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { StackConfig } from "../config";
import { runBootstrap, runMigrations, runSeed, runSql, schemaFingerprint } from "./migrate";
import { dumpPglite, openPglite } from "./pglite";
import { openPostgres } from "./postgres";
import type { Db } from "./types";
import type { PGlite } from "@electric-sql/pglite";

export interface OpenedDatabase {
  db: Db;
  /** The embedded engine, when PGlite is used (for the wire-protocol server). */
  pglite: PGlite | null;
  /** How the database was reached this time, for the start-up log. */
  origin: "postgres" | "reopened" | "from-template" | "built";
}

function supabaseDir(config: StackConfig): string {
  return path.join(config.projectRoot, "supabase");
}

async function prepareFresh(db: Db, config: StackConfig): Promise<void> {
  await runBootstrap(db);
  await runMigrations(db, path.join(supabaseDir(config), "migrations"));
  await runSeed(db, path.join(supabaseDir(config), "seed.sql"));
}

async function applyExtraSql(db: Db, config: StackConfig): Promise<void> {
  for (const [i, sql] of config.extraSql.entries()) await runSql(db, `extra-sql-${i}`, sql);
  if (config.extraSql.length) await db.exec("notify pgrst, 'reload schema'");
}

/** One template cache per checkout, whichever data folder a stack uses. */
function templateCacheDir(config: StackConfig): string {
  return path.join(config.projectRoot, ".local-supabase", "templates");
}

/**
 * A migrated and seeded PGlite, dumped once per schema fingerprint: initdb and migrations cost
 * 10-30 s here while loading a dump costs about 2 s, so every start and test reuses it.
 */
export async function pgliteTemplate(config: StackConfig): Promise<Blob> {
  const dir = templateCacheDir(config);
  const file = path.join(dir, `${schemaFingerprint(supabaseDir(config))}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const fresh = await openPglite();
  try {
    await prepareFresh(fresh, config);
    await fresh.exec("checkpoint");
    const dump = await dumpPglite(fresh.pglite);
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
    return dump;
  } finally {
    await fresh.close();
  }
}

export async function openDatabase(config: StackConfig): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl);
    // Values come back as PostgreSQL text: 't' or 'f'.
    const known = await db.query<{ ok: string }>(
      "select to_regclass('supabase_migrations.schema_migrations') is not null as ok",
    );
    const fresh = known.rows[0]?.ok !== "t";
    await runBootstrap(db);
    await runMigrations(db, path.join(supabaseDir(config), "migrations"));
    if (fresh) await runSeed(db, path.join(supabaseDir(config), "seed.sql"));
    await applyExtraSql(db, config);
    return { db, pglite: null, origin: "postgres" };
  }

  if (!config.dataDir) {
    const db = await openPglite({ loadDataDir: await pgliteTemplate(config) });
    await applyExtraSql(db, config);
    return { db, pglite: db.pglite, origin: "from-template" };
  }

  const dataDir = path.join(config.dataDir, "db");
  if (existsSync(path.join(dataDir, "PG_VERSION"))) {
    const db = await openPglite({ dataDir });
    await runBootstrap(db);
    await runMigrations(db, path.join(supabaseDir(config), "migrations"));
    await applyExtraSql(db, config);
    return { db, pglite: db.pglite, origin: "reopened" };
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const template = await pgliteTemplate(config);
  const db = await openPglite({ dataDir, loadDataDir: template });
  await applyExtraSql(db, config);
  return { db, pglite: db.pglite, origin: "from-template" };
}

/** `npm run db:reset`: throws away the data (and cached templates) and rebuilds from the sources. */
export async function resetDatabase(config: StackConfig): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl, 2);
    await db.exec(
      "drop schema if exists public cascade; drop schema if exists auth cascade; drop schema if exists storage cascade; drop schema if exists supabase_migrations cascade; drop schema if exists graphql_public cascade; create schema public;",
    );
    await db.close();
  } else if (config.dataDir) {
    rmSync(path.join(config.dataDir, "db"), { recursive: true, force: true });
    rmSync(templateCacheDir(config), { recursive: true, force: true });
    rmSync(path.join(config.dataDir, "storage"), { recursive: true, force: true });
  }
  return openDatabase(config);
}
