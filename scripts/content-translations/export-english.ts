/**
 * Writes the seeded English content in the shape of a translation file
 * (supabase/translations/<language>.json), as the source a translator works from:
 *
 *   npx tsx scripts/content-translations/export-english.ts > /tmp/en.json
 *
 * Read from a database built from the migrations and supabase/seed.sql (without the generated
 * supabase/seed-translations/).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { openPglite } from "../../local-supabase/src/db/pglite";
import { runBootstrap, runMigrations, runSql } from "../../local-supabase/src/db/migrate";
import { KEYED_SECTIONS, SITE_FIELDS, WHATSAPP_FIELDS } from "./build-block";

const root = path.resolve(import.meta.dirname, "../..");

async function main() {
  const seed = readFileSync(path.join(root, "supabase", "seed.sql"), "utf8");
  const db = await openPglite();
  try {
    await runBootstrap(db);
    await runMigrations(db, path.join(root, "supabase", "migrations"));
    await runSql(db, "seed.sql", seed);
    const out: Record<string, unknown> = {};
    for (const [name, s] of Object.entries(KEYED_SECTIONS)) {
      const cols = Object.keys(s.fields)
        .map((f) => `'${f}', ${f}`)
        .join(", ");
      const r = await db.query<{ data: string }>(
        `select coalesce(jsonb_object_agg(${s.match}, jsonb_strip_nulls(jsonb_build_object(${cols})) order by ${s.match}), '{}')::text as data
         from public.${s.parent} where ${s.match} is not null`,
      );
      out[name] = JSON.parse(r.rows[0]!.data);
    }
    const single = async (table: string, fields: Record<string, unknown>, where: string) => {
      const cols = Object.keys(fields)
        .map((f) => `'${f}', ${f}`)
        .join(", ");
      const r = await db.query<{ data: string }>(
        `select jsonb_strip_nulls(jsonb_build_object(${cols}))::text as data from public.${table} where ${where}`,
      );
      return r.rows[0] ? JSON.parse(r.rows[0].data) : null;
    };
    out.site = await single("site_settings", SITE_FIELDS, "id = 1");
    out.whatsapp = await single("whatsapp_settings", WHATSAPP_FIELDS, "is_active");
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
