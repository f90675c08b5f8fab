import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { StackConfig } from "../config";
import { runBootstrap, runMigrations, runSeeds, runSql, schemaFingerprint } from "./migrate";
import { dumpPglite, openPglite } from "./pglite";
import { PgliteThread } from "./pglite-thread";
import {
  NativePostgresUnavailable,
  startNativePostgres,
  stopLeftoverServer,
} from "./native-postgres";
import { openPostgres } from "./postgres";
import { PGRST_CHANNEL } from "./schema-notifications";
import type { Db } from "./types";

export interface OpenedDatabase {
  db: Db;
  /** The embedded engine's thread, when PGlite is used (wire address, notifications). */
  thread: PgliteThread | null;
  /** The PostgreSQL server's URL (DATABASE_URL or the one started here); null on PGlite. */
  serverUrl: string | null;
  /** How the database was reached this time, for the start-up log. */
  origin: "postgres" | "native" | "reopened" | "from-template" | "built";
}

function logger(config: StackConfig): ((message: string) => void) | undefined {
  return config.quiet ? undefined : (m) => console.log(`[local-supabase] ${m}`);
}

function supabaseDir(config: StackConfig): string {
  return path.join(config.projectRoot, "supabase");
}

async function prepareFresh(db: Db, config: StackConfig): Promise<void> {
  await runBootstrap(db);
  await runMigrations(db, path.join(supabaseDir(config), "migrations"));
  await runSeeds(db, config.seedFiles);
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
  const file = path.join(dir, `${schemaFingerprint(supabaseDir(config), config.seedFiles)}.tar.gz`);
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

export interface OpenOptions {
  /** Serve PGlite over the PostgreSQL wire protocol on config.host:config.dbPort. */
  wire?: boolean;
}

async function openThread(
  config: StackConfig,
  dataDir: string,
  options: OpenOptions,
  loadDataDir?: Blob,
): Promise<PgliteThread> {
  return PgliteThread.open({
    dataDir,
    loadDataDir,
    wire: options.wire ? { host: config.host, port: config.dbPort } : null,
    channels: [PGRST_CHANNEL],
    statementTimeoutMs: config.statementTimeoutMs,
    log: logger(config),
  });
}

/** A data folder that is removed when the database closes (for `dataDir: null`). */
function disposable(thread: PgliteThread, dir: string): PgliteThread {
  const close = thread.close.bind(thread);
  thread.close = async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  };
  return thread;
}

/** Brings a PostgreSQL server's database up to date: platform bootstrap, migrations, seed once. */
async function openServer(config: StackConfig, url: string): Promise<Db> {
  const db = await openPostgres(url);
  // Values come back as PostgreSQL text: 't' or 'f'.
  const known = await db.query<{ ok: string }>(
    "select to_regclass('supabase_migrations.schema_migrations') is not null as ok",
  );
  const fresh = known.rows[0]?.ok !== "t";
  await runBootstrap(db);
  await runMigrations(db, path.join(supabaseDir(config), "migrations"));
  if (fresh) await runSeeds(db, config.seedFiles);
  await applyExtraSql(db, config);
  return db;
}

function nativeDir(dataDir: string): string {
  return path.join(dataDir, "postgres");
}

/**
 * PostgreSQL from this platform's binaries on `<dataDir>/postgres`, stopped when the database
 * closes; null (after saying why) when "auto" finds it cannot run here, for PGlite to take over.
 */
async function openNative(config: StackConfig, dataDir: string): Promise<OpenedDatabase | null> {
  const log = logger(config);
  let server;
  try {
    server = await startNativePostgres({ dir: nativeDir(dataDir), port: config.dbPort, log });
  } catch (err) {
    if (config.engine === "auto" && err instanceof NativePostgresUnavailable) {
      log?.(`PostgreSQL cannot run here (${err.message}): using PGlite`);
      return null;
    }
    throw err;
  }
  let db: Db;
  try {
    db = await openServer(config, server.url);
  } catch (err) {
    await server.stop();
    throw err;
  }
  const close = db.close.bind(db);
  db.close = async () => {
    await close();
    await server.stop();
  };
  return { db, thread: null, serverUrl: server.url, origin: "native" };
}

export async function openDatabase(
  config: StackConfig,
  options: OpenOptions = {},
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const db = await openServer(config, config.databaseUrl);
    return { db, thread: null, serverUrl: config.databaseUrl, origin: "postgres" };
  }
  if (config.dataDir && config.engine !== "pglite") {
    const native = await openNative(config, config.dataDir);
    if (native) return native;
  }

  if (!config.dataDir) {
    // On disk all the same, so that the thread can be restarted on it after a timeout.
    const dir = mkdtempSync(path.join(tmpdir(), "local-supabase-"));
    const template = await pgliteTemplate(config);
    const db = disposable(await openThread(config, dir, options, template), dir);
    await applyExtraSql(db, config);
    return { db, thread: db, serverUrl: null, origin: "from-template" };
  }

  const dataDir = path.join(config.dataDir, "db");
  if (existsSync(path.join(dataDir, "PG_VERSION"))) {
    const db = await openThread(config, dataDir, options);
    await runBootstrap(db);
    await runMigrations(db, path.join(supabaseDir(config), "migrations"));
    await applyExtraSql(db, config);
    return { db, thread: db, serverUrl: null, origin: "reopened" };
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const template = await pgliteTemplate(config);
  const db = await openThread(config, dataDir, options, template);
  await applyExtraSql(db, config);
  return { db, thread: db, serverUrl: null, origin: "from-template" };
}

/** `npm run db:reset`: throws away the data (and cached templates) and rebuilds from the sources. */
export async function resetDatabase(
  config: StackConfig,
  options: OpenOptions = {},
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl, 2);
    await db.exec(
      "drop schema if exists public cascade; drop schema if exists auth cascade; drop schema if exists storage cascade; drop schema if exists supabase_migrations cascade; drop schema if exists graphql_public cascade; create schema public;",
    );
    await db.close();
  } else if (config.dataDir) {
    await stopLeftoverServer(nativeDir(config.dataDir));
    rmSync(nativeDir(config.dataDir), { recursive: true, force: true });
    rmSync(path.join(config.dataDir, "db"), { recursive: true, force: true });
    rmSync(templateCacheDir(config), { recursive: true, force: true });
    rmSync(path.join(config.dataDir, "storage"), { recursive: true, force: true });
  }
  return openDatabase(config, options);
}
