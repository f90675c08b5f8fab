/**
 * Rewrites supabase/seed-translations/<language>.sql (run after seed.sql, see supabase/config.toml)
 * from the translators' files supabase/translations/<language>.json (shape: see
 * scripts/content-translations/build-block.ts; how: scripts/content-translations/generate.ts).
 *
 *   npx tsx scripts/generate-content-translations.ts
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  generateTranslationsSeed,
  readTranslationFiles,
  readTranslationsSeed,
  SEED_FILE,
  TRANSLATIONS_SEED_DIR,
} from "./content-translations/generate";

async function main() {
  const generated = await generateTranslationsSeed(
    readFileSync(SEED_FILE, "utf8"),
    readTranslationFiles(),
  );
  const current = readTranslationsSeed();
  mkdirSync(TRANSLATIONS_SEED_DIR, { recursive: true });
  const changed: string[] = [];
  for (const [name, sql] of Object.entries(generated)) {
    if (current[name] === sql) continue;
    writeFileSync(path.join(TRANSLATIONS_SEED_DIR, name), sql);
    changed.push(name);
  }
  for (const name of Object.keys(current)) {
    if (name in generated) continue;
    rmSync(path.join(TRANSLATIONS_SEED_DIR, name));
    changed.push(`${name} (removed)`);
  }
  console.log(`supabase/seed-translations/: ${changed.length ? changed.join(", ") : "unchanged"}`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
