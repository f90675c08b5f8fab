import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateSeed, readTranslationFiles, SEED_FILE } from "./generate";

// The generator must be deterministic and seed.sql must hold what the translation files say
// (someone who edits a file and forgets to regenerate fails here, not on a reviewer's machine).
describe("content translations in seed.sql", () => {
  it("are what the generator writes from supabase/translations, byte for byte, every run", async () => {
    const seed = readFileSync(SEED_FILE, "utf8");
    const files = readTranslationFiles();
    const first = await generateSeed(seed, files);
    const second = await generateSeed(first, files);
    expect(second).toBe(first);
    expect(
      first === seed,
      "supabase/seed.sql is stale: run scripts/generate-content-translations.ts",
    ).toBe(true);
  }, 180_000);
});
