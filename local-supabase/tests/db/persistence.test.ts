import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig, type StackConfig } from "../../src/config";
import { openDatabase } from "../../src/db/open";
import { MigrationError, runMigrations } from "../../src/db/migrate";
import { openPglite } from "../../src/db/pglite";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const d = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(d);
  return d;
}

function config(overrides: Partial<StackConfig>): StackConfig {
  return loadConfig({}, { quiet: true, databaseUrl: null, engine: "pglite", ...overrides });
}

describe("PGlite data folder", () => {
  it("is created from the template on first start and reused on the next", async () => {
    const dataDir = tempDir("lsb-data-");
    // Share the project's template cache so this test does not rebuild it.
    const first = await openDatabase(config({ dataDir }));
    expect(first.origin).toBe("from-template");
    await first.db.exec(
      "create table public.persist_probe (v text); insert into public.persist_probe values ('kept');",
    );
    await first.db.close();

    const second = await openDatabase(config({ dataDir }));
    expect(second.origin).toBe("reopened");
    const res = await second.db.query<{ v: string }>("select v from public.persist_probe");
    expect(res.rows).toEqual([{ v: "kept" }]);
    await second.db.close();
  }, 120_000);
});

describe("migration runner", () => {
  it("stops at a failing migration with its file name, line and column, keeping earlier ones", async () => {
    const dir = tempDir("lsb-migrations-");
    writeFileSync(
      path.join(dir, "20240101000000_good.sql"),
      "create table public.good_one (id int);\n",
    );
    writeFileSync(
      path.join(dir, "20240102000000_bad.sql"),
      "create table public.bad_one (\n  id int,\n  name texxt\n);\n",
    );
    const db = await openPglite();
    try {
      await db.exec(
        "create schema supabase_migrations; create table supabase_migrations.schema_migrations (version text primary key, statements text[], name text, applied_at timestamptz default now());",
      );
      const err = await runMigrations(db, dir).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MigrationError);
      const m = err as MigrationError;
      expect(m.file).toBe("20240102000000_bad.sql");
      expect(m.line).toBe(3);
      expect(m.message).toMatch(
        /20240102000000_bad\.sql failed at line 3, column \d+: type "texxt" does not exist/,
      );
      const applied = await db.query<{ version: string }>(
        "select version from supabase_migrations.schema_migrations",
      );
      expect(applied.rows).toEqual([{ version: "20240101000000" }]);
      const tables = await db.query<{ t: string | null; u: string | null }>(
        "select to_regclass('public.good_one')::text as t, to_regclass('public.bad_one')::text as u",
      );
      expect(tables.rows[0]).toEqual({ t: "good_one", u: null });
      // A second run skips what was applied and stops at the same file again.
      await expect(runMigrations(db, dir)).rejects.toBeInstanceOf(MigrationError);
    } finally {
      await db.close();
    }
  }, 120_000);
});
