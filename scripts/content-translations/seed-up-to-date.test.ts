import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  generateTranslationsSeed,
  readTranslationFiles,
  SEED_FILE,
  readTranslationsSeed,
} from "./generate";

// supabase/seed-translations/ holds what the translation files say, and the generator is
// deterministic: the committed file is a previous run's output, so running it again must give
// the same bytes (someone who edits a file and forgets to regenerate fails here, not on a
// reviewer's machine).
describe("the content translations seed file", () => {
  it("is what the generator writes from supabase/translations, byte for byte", async () => {
    const generated = await generateTranslationsSeed(
      readFileSync(SEED_FILE, "utf8"),
      readTranslationFiles(),
      undefined,
      { apply: false },
    );
    const committed = readTranslationsSeed();
    expect(Object.keys(committed)).toEqual(Object.keys(generated));
    for (const [name, sql] of Object.entries(generated)) {
      expect(
        sql === committed[name],
        `supabase/seed-translations/${name} is stale: run scripts/generate-content-translations.ts`,
      ).toBe(true);
    }
  }, 180_000);
});
