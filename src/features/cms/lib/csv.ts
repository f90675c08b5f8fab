import Papa from "papaparse";
import { BOM, neutraliseCell, toCsv as writeCsv } from "@/lib/csv";

export { BOM };

/** Lists as "a; b", other objects as JSON; scalars as they are (the writer neutralises). */
function cellValue(value: unknown): unknown {
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value.join("; ");
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return value;
}

/** A cell as text: arrays joined with "; ", objects as JSON, null as empty; formulas neutralised. */
export function csvCell(value: unknown): string {
  return String(neutraliseCell(cellValue(value)));
}

/** CSV text (the shared writer: BOM, CRLF, formulas neutralised) of a record's named columns. */
export function toCsv(
  rows: readonly Record<string, unknown>[],
  columns: readonly string[],
): string {
  return writeCsv(
    rows,
    columns.map((c) => ({ header: c, value: (row: Record<string, unknown>) => cellValue(row[c]) })),
  );
}

export interface ParsedCsv {
  columns: string[];
  rows: Record<string, string>[];
  /** Rows the parser itself could not read (1-based data row numbers). */
  errors: { row: number; message: string }[];
}

/** Parses CSV text with a header row; a leading byte-order mark and blank lines are ignored. */
export function parseCsv(text: string): ParsedCsv {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const result = Papa.parse<Record<string, string>>(source, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim(),
  });
  return {
    columns: (result.meta.fields ?? []).filter(Boolean),
    rows: result.data,
    errors: result.errors.map((e) => ({ row: (e.row ?? 0) + 1, message: e.message })),
  };
}

/** "a; b;c" -> ["a", "b", "c"] (the export's list format). */
export function splitList(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** "true", "yes", "1" -> true; "false", "no", "0" -> false; empty -> fallback. */
export function parseBool(value: string | undefined, fallback: boolean): boolean | string {
  const v = (value ?? "").trim().toLowerCase();
  if (v === "") return fallback;
  if (["true", "yes", "1", "y"].includes(v)) return true;
  if (["false", "no", "0", "n"].includes(v)) return false;
  return value ?? "";
}
