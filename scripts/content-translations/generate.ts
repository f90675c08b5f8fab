/**
 * supabase/seed-translations/<language>.sql rebuilt from the translators' files
 * (supabase/translations/<language>.json). The English records are read from a database built
 * from the migrations and supabase/seed.sql (in-memory PGlite); the new block is then run on it,
 * so a translation that breaks a constraint fails here and not when someone resets their
 * database. Deterministic: the same files give a byte-identical file.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { openPglite } from "../../local-supabase/src/db/pglite";
import { runBootstrap, runMigrations, runSql } from "../../local-supabase/src/db/migrate";
import {
  buildSeedFiles,
  KEYED_SECTIONS,
  type EnglishContent,
  type TranslationFile,
} from "./build-block";

const root = path.resolve(import.meta.dirname, "../..");
export const SEED_FILE = path.join(root, "supabase", "seed.sql");
/** One file per language, listed after seed.sql in supabase/config.toml's `[db.seed] sql_paths`. */
export const TRANSLATIONS_SEED_DIR = path.join(root, "supabase", "seed-translations");

/** The committed seed files (name → SQL). */
export function readTranslationsSeed(dir = TRANSLATIONS_SEED_DIR): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith(".sql")) out[name] = readFileSync(path.join(dir, name), "utf8");
  }
  return out;
}
export const TRANSLATIONS_DIR = path.join(root, "supabase", "translations");
const LANGUAGE_FILE = /^([a-z]{2})\.json$/;

export function readTranslationFiles(dir = TRANSLATIONS_DIR): Record<string, TranslationFile> {
  const files: Record<string, TranslationFile> = {};
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir).sort()) {
    const m = LANGUAGE_FILE.exec(name);
    if (!m) continue;
    try {
      files[m[1]!] = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as TranslationFile;
    } catch (e) {
      throw new Error(`supabase/translations/${name}: ${(e as Error).message}`, { cause: e });
    }
  }
  return files;
}

type Db = Awaited<ReturnType<typeof openPglite>>;

/** The English records the files may name, with the lengths of their lists. */
async function readEnglish(db: Db): Promise<EnglishContent> {
  const keyed: EnglishContent["keyed"] = {};
  for (const [name, s] of Object.entries(KEYED_SECTIONS)) {
    const lists = Object.entries(s.fields)
      .filter(([, kind]) => kind === "list")
      .map(([f]) => `'${f}', coalesce(array_length(${f}, 1), 0)`);
    const r = await db.query<{ data: string }>(
      `select coalesce(jsonb_object_agg(${s.match}, jsonb_build_object(${lists.join(", ")})), '{}')::text as data
       from public.${s.parent} where ${s.match} is not null`,
    );
    const rows = JSON.parse(r.rows[0]!.data) as Record<string, Record<string, number>>;
    keyed[name] = new Map(Object.entries(rows));
  }
  const site = await db.query<{ figures: number; certifications: number }>(
    `select jsonb_array_length(figures) as figures,
            coalesce(array_length(certifications, 1), 0) as certifications
     from public.site_settings where id = 1`,
  );
  const whatsapp = await db.query("select 1 from public.whatsapp_settings where is_active");
  const siteRow = site.rows[0];
  return {
    keyed,
    site: siteRow
      ? { figures: Number(siteRow.figures), certifications: Number(siteRow.certifications) }
      : null,
    whatsapp: whatsapp.rows.length > 0,
  };
}

/** The translations seed files for `files` (name → SQL), checked against `seed` and the schema. */
export async function generateTranslationsSeed(
  seed: string,
  files: Record<string, TranslationFile>,
  migrationsDir = path.join(root, "supabase", "migrations"),
  { apply = true }: { apply?: boolean } = {},
): Promise<Record<string, string>> {
  const db = await openPglite();
  try {
    await runBootstrap(db);
    await runMigrations(db, migrationsDir);
    await runSql(db, "seed.sql", seed);
    const seedFiles = buildSeedFiles(files, await readEnglish(db));
    // The check that every file runs cleanly on the seeded database; the up-to-date test skips
    // it (seeded-translations.test.ts builds that database from the committed files anyway).
    if (apply) {
      for (const [name, sql] of Object.entries(seedFiles)) {
        await runSql(db, `seed-translations/${name}`, sql);
      }
    }
    return seedFiles;
  } finally {
    await db.close();
  }
}
