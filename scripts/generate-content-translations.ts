/**
 * Rewrites the content-translations block at the end of supabase/seed.sql from the translators'
 * files supabase/translations/<language>.json (shape: see scripts/content-translations/build-block.ts).
 * The English records are read from a database built from the migrations and the seed without
 * this block (in-memory PGlite); the new block is then run on it, so a translation that breaks
 * a constraint fails here and not when someone resets their database. Deterministic: the same
 * files give a byte-identical seed.sql.
 *
 *   npx tsx scripts/generate-content-translations.ts
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openPglite } from "../local-supabase/src/db/pglite";
import { runBootstrap, runMigrations, runSql } from "../local-supabase/src/db/migrate";
import {
  buildBlock,
  KEYED_SECTIONS,
  replaceBlock,
  type EnglishContent,
  type TranslationFile,
} from "./content-translations/build-block";

const root = path.resolve(import.meta.dirname, "..");
const SEED = path.join(root, "supabase", "seed.sql");
const DIR = path.join(root, "supabase", "translations");
const LANGUAGE_FILE = /^([a-z]{2})\.json$/;

function readFiles(): Record<string, TranslationFile> {
  const files: Record<string, TranslationFile> = {};
  if (!existsSync(DIR)) return files;
  for (const name of readdirSync(DIR).sort()) {
    const m = LANGUAGE_FILE.exec(name);
    if (!m) continue;
    try {
      files[m[1]!] = JSON.parse(readFileSync(path.join(DIR, name), "utf8")) as TranslationFile;
    } catch (e) {
      throw new Error(`supabase/translations/${name}: ${(e as Error).message}`, { cause: e });
    }
  }
  return files;
}

/** The English records the files may name, with the lengths of their lists. */
async function readEnglish(db: Awaited<ReturnType<typeof openPglite>>): Promise<EnglishContent> {
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
  const site = await db.query<{ n: string }>(
    "select jsonb_array_length(figures)::text as n from public.site_settings where id = 1",
  );
  const whatsapp = await db.query("select 1 from public.whatsapp_settings where is_active");
  return {
    keyed,
    site: site.rows[0] ? { figures: Number(site.rows[0].n) } : null,
    whatsapp: whatsapp.rows.length > 0,
  };
}

async function main() {
  const seed = readFileSync(SEED, "utf8");
  const seedWithout = replaceBlock(seed, "").trimEnd() + "\n";
  const db = await openPglite();
  try {
    await runBootstrap(db);
    await runMigrations(db, path.join(root, "supabase", "migrations"));
    await runSql(db, "seed.sql (without content translations)", seedWithout);
    const files = readFiles();
    const block = buildBlock(files, await readEnglish(db));
    await runSql(db, "content translations", block);
    // Others may have edited seed.sql meanwhile: replace the block in the file as it is now.
    const current = readFileSync(SEED, "utf8");
    const next = replaceBlock(current, block);
    if (next === current) {
      console.log("supabase/seed.sql: content translations unchanged");
    } else {
      writeFileSync(SEED, next);
      console.log(
        `supabase/seed.sql: content translations for ${Object.keys(files).sort().join(", ") || "no language"}`,
      );
    }
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
