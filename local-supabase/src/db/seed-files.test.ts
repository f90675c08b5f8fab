import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { parseProjectConfig } from "../project-config";
import { schemaFingerprint } from "./migrate";
import { resolveSeedFiles } from "./seed-files";

const dir = mkdtempSync(path.join(tmpdir(), "seed-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
for (const f of ["seed.sql", "seeds/b.sql", "seeds/a.sql", "seeds/10.sql", "seeds/notes.txt"]) {
  mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
  writeFileSync(path.join(dir, f), `-- ${f}\n`);
}
const names = (files: string[]) => files.map((f) => path.relative(dir, f));

describe("[db.seed] sql_paths, resolved as the Supabase CLI does", () => {
  it("keeps the declared order, sorts each glob's matches by name and runs a file once", () => {
    expect(names(resolveSeedFiles(dir, ["./seed.sql", "./seeds/*.sql", "seeds/a.sql"]))).toEqual([
      "seed.sql",
      "seeds/10.sql",
      "seeds/a.sql",
      "seeds/b.sql",
    ]);
    expect(names(resolveSeedFiles(dir, ["seeds/b.sql", "seeds/?.sql"]))).toEqual([
      "seeds/b.sql",
      "seeds/a.sql",
    ]);
    expect(names(resolveSeedFiles(dir, ["seeds/[^a].sql", "*/[0-9]*.sql"]))).toEqual([
      "seeds/b.sql",
      "seeds/10.sql",
    ]);
  });

  it("skips a pattern that matches nothing and never matches across folders with *", () => {
    expect(names(resolveSeedFiles(dir, ["./missing.sql", "*.sql"]))).toEqual(["seed.sql"]);
  });

  it("reads the list from config.toml, and none when seeding is disabled", () => {
    const paths = parseProjectConfig('[db.seed]\nsql_paths = ["./seed.sql", "./more/*.sql"]\n');
    expect(paths.seedSqlPaths).toEqual(["./seed.sql", "./more/*.sql"]);
    expect(parseProjectConfig("[db.seed]\nenabled = false\n").seedSqlPaths).toEqual([]);
  });

  it("runs the project's seed.sql, then the generated content translations", () => {
    const supabaseDir = path.resolve(import.meta.dirname, "../../../supabase");
    const files = loadConfig({}, { quiet: true }).seedFiles;
    expect(files[0]).toBe(path.join(supabaseDir, "seed.sql"));
    const languages = files.slice(1).map((f) => path.relative(supabaseDir, f));
    expect(languages.length).toBeGreaterThan(20);
    expect(languages).toEqual([...languages].sort());
    for (const f of languages) expect(f).toMatch(/^seed-translations\/[a-z]{2}\.sql$/);
  });

  it("gives a new template fingerprint when any seed file, or their order, changes", () => {
    const files = resolveSeedFiles(dir, ["seed.sql", "seeds/*.sql"]);
    const before = schemaFingerprint(dir, files);
    expect(schemaFingerprint(dir, [...files].reverse())).not.toBe(before);
    writeFileSync(path.join(dir, "seeds/b.sql"), "-- changed\n");
    expect(schemaFingerprint(dir, files)).not.toBe(before);
  });
});
