import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateSeed, readTranslationFiles, SEED_FILE } from "./generate";

// seed.sql holds what the translation files say, and the generator is deterministic: the
// committed seed is a previous run's output, so running it again must give the same bytes
// (someone who edits a file and forgets to regenerate fails here, not on a reviewer's machine).
describe("content translations in seed.sql", () => {
  it("are what the generator writes from supabase/translations, byte for byte", async () => {
    const seed = readFileSync(SEED_FILE, "utf8");
    const generated = await generateSeed(seed, readTranslationFiles());
    expect(
      generated === seed,
      "supabase/seed.sql is stale: run scripts/generate-content-translations.ts",
    ).toBe(true);
  }, 180_000);
});
