/**
 * Rewrites the content-translations block at the end of supabase/seed.sql from the translators'
 * files supabase/translations/<language>.json (shape: see scripts/content-translations/build-block.ts;
 * how: scripts/content-translations/generate.ts).
 *
 *   npx tsx scripts/generate-content-translations.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { generateSeed, readTranslationFiles, SEED_FILE } from "./content-translations/generate";

async function main() {
  const files = readTranslationFiles();
  const seed = readFileSync(SEED_FILE, "utf8");
  const generated = await generateSeed(seed, files);
  // Others may have edited seed.sql meanwhile: replace the block in the file as it is now.
  const current = readFileSync(SEED_FILE, "utf8");
  if (current !== seed) throw new Error("supabase/seed.sql changed while generating: run again");
  if (generated === current) {
    console.log("supabase/seed.sql: content translations unchanged");
  } else {
    writeFileSync(SEED_FILE, generated);
    console.log(
      `supabase/seed.sql: content translations for ${Object.keys(files).sort().join(", ") || "no language"}`,
    );
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
