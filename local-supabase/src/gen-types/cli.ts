/**
 * `npm run gen:types`: writes src/integrations/supabase/types.ts from the migrated schema, in the
 * shape of `supabase gen types typescript`. Uses DATABASE_URL when set, else the PGlite template.
 * `npm run gen:types -- --check` writes nothing and exits 1 when the committed file is stale.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/open";
import { generateTypes, typesFile } from "./generate";

async function main(check: boolean): Promise<number> {
  const config = loadConfig(process.env, { dataDir: null, extraSql: [], quiet: true });
  const { db } = await openDatabase(config);
  try {
    const text = await generateTypes(db, config.projectRoot);
    const file = typesFile(config.projectRoot);
    const shown = path.relative(process.cwd(), file);
    if (check) {
      const current = existsSync(file) ? readFileSync(file, "utf8") : "";
      if (current === text) return 0;
      console.error(`${shown} is out of date with supabase/migrations: run \`npm run gen:types\``);
      return 1;
    }
    writeFileSync(file, text);
    console.log(`Wrote ${shown} (${text.length} characters)`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.includes("--check")).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
