/**
 * Rewrites supabase/seed-content-translations.sql (run after seed.sql, see supabase/config.toml)
 * from the translators' files supabase/translations/<language>.json (shape: see
 * scripts/content-translations/build-block.ts; how: scripts/content-translations/generate.ts).
 *
 *   npx tsx scripts/generate-content-translations.ts
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import {
  generateTranslationsSeed,
  readTranslationFiles,
  SEED_FILE,
  TRANSLATIONS_SEED_FILE,
} from "./content-translations/generate";

async function main() {
  const files = readTranslationFiles();
  const seed = readFileSync(SEED_FILE, "utf8");
  const generated = await generateTranslationsSeed(seed, files);
  const current = existsSync(TRANSLATIONS_SEED_FILE)
    ? readFileSync(TRANSLATIONS_SEED_FILE, "utf8")
    : null;
  if (generated === current) {
    console.log("supabase/seed-content-translations.sql: unchanged");
  } else {
    writeFileSync(TRANSLATIONS_SEED_FILE, generated);
    console.log(
      `supabase/seed-content-translations.sql: ${Object.keys(files).sort().join(", ") || "no language"}`,
    );
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
