import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { dbErrorFields, type Db } from "./types";

const BOOTSTRAP_DIR = path.join(import.meta.dirname, "bootstrap");
const MIGRATION_FILE = /^(\d{1,20})_([A-Za-z0-9_.-]+)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
  sql: string;
}

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    override readonly cause: unknown,
  ) {
    super(`${file} failed at line ${line}, column ${column}: ${dbErrorFields(cause).message}`);
    this.name = "MigrationError";
  }
}

export function bootstrapFiles(): { file: string; sql: string }[] {
  return readdirSync(BOOTSTRAP_DIR)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((f) => ({ file: f, sql: readFileSync(path.join(BOOTSTRAP_DIR, f), "utf8") }));
}

export function migrationFiles(dir: string): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((f) => {
      const m = MIGRATION_FILE.exec(f);
      if (!m) throw new Error(`Migration file name must look like 20250101000000_name.sql: ${f}`);
      return { version: m[1]!, name: m[2]!, file: f, sql: readFileSync(path.join(dir, f), "utf8") };
    });
}

/** Turns PostgreSQL's 1-based character offset into a line and column of the script. */
export function lineAndColumn(sql: string, position: number): { line: number; column: number } {
  const before = sql.slice(0, Math.max(0, position - 1));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

async function runScript(db: Db, file: string, sql: string, trailer = ""): Promise<void> {
  try {
    // A simple-protocol script runs as one transaction unless it holds its own BEGIN/COMMIT.
    await db.exec(`${sql}\n;${trailer}`);
  } catch (err) {
    await db.exec("rollback").catch(() => undefined);
    const pos = Number(dbErrorFields(err).position ?? "0");
    const { line, column } = pos > 0 ? lineAndColumn(sql, pos) : { line: 0, column: 0 };
    throw new MigrationError(file, line, column, err);
  }
}

export async function runBootstrap(db: Db): Promise<void> {
  for (const { file, sql } of bootstrapFiles()) await runScript(db, `bootstrap/${file}`, sql);
}

/** Applies pending migrations in file-name order; returns the versions it applied. */
export async function runMigrations(db: Db, dir: string): Promise<string[]> {
  const done = await db.query<{ version: string }>(
    "select version from supabase_migrations.schema_migrations",
  );
  const applied = new Set(done.rows.map((r) => r.version));
  const ran: string[] = [];
  for (const m of migrationFiles(dir)) {
    if (applied.has(m.version)) continue;
    const record = `insert into supabase_migrations.schema_migrations (version, name) values (${quoteLiteral(m.version)}, ${quoteLiteral(m.name)});`;
    await runScript(db, m.file, m.sql, record);
    ran.push(m.version);
  }
  return ran;
}

export async function runSeed(db: Db, seedFile: string): Promise<boolean> {
  if (!existsSync(seedFile)) return false;
  await runScript(db, path.basename(seedFile), readFileSync(seedFile, "utf8"));
  return true;
}

/** Runs the seed files in order, each as its own script (as `supabase db reset` does). */
export async function runSeeds(db: Db, seedFiles: string[]): Promise<void> {
  for (const file of seedFiles) await runSeed(db, file);
}

export async function runSql(db: Db, label: string, sql: string): Promise<void> {
  await runScript(db, label, sql);
}

/**
 * A fingerprint of everything that shapes a fresh database, to key the template cache: the
 * bootstrap, the migrations and every seed file (its name, place in the order and content).
 */
export function schemaFingerprint(
  supabaseDir: string,
  seedFiles: string[],
  extra: string[] = [],
): string {
  const hash = createHash("sha256");
  for (const { file, sql } of bootstrapFiles()) hash.update(file).update(sql);
  for (const m of migrationFiles(path.join(supabaseDir, "migrations")))
    hash.update(m.file).update(m.sql);
  for (const seed of seedFiles) {
    hash.update(path.relative(supabaseDir, seed));
    if (existsSync(seed)) hash.update(readFileSync(seed));
  }
  for (const e of extra) hash.update(e);
  return hash.digest("hex").slice(0, 16);
}
