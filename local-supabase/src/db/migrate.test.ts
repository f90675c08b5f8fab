import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lineAndColumn, migrationFiles } from "./migrate";

describe("lineAndColumn", () => {
  it("maps PostgreSQL's 1-based character position to line and column", () => {
    const sql = "create table a (id int);\ncreate table b (\n  id intt\n);";
    const pos = sql.indexOf("intt") + 1;
    expect(lineAndColumn(sql, pos)).toEqual({ line: 3, column: 6 });
  });

  it("treats the first character as line 1, column 1", () => {
    expect(lineAndColumn("select", 1)).toEqual({ line: 1, column: 1 });
  });
});

describe("migrationFiles", () => {
  it("lists migrations in file-name order with version and name", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
    writeFileSync(path.join(dir, "20250102000000_second.sql"), "select 2;");
    writeFileSync(path.join(dir, "20250101000000_first.sql"), "select 1;");
    writeFileSync(path.join(dir, "notes.md"), "ignored");
    expect(migrationFiles(dir).map((m) => [m.version, m.name])).toEqual([
      ["20250101000000", "first"],
      ["20250102000000", "second"],
    ]);
  });

  it("refuses a file whose name has no version", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
    writeFileSync(path.join(dir, "add_table.sql"), "select 1;");
    expect(() => migrationFiles(dir)).toThrow(/20250101000000_name\.sql/);
  });
});
