import Papa from "papaparse";

export const BOM = "\uFEFF";

/** Cells a spreadsheet would run as a formula (CSV injection) start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text: arrays joined with "; ", objects as JSON, null as empty; formulas neutralised. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let text: string;
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) text = value.join("; ");
  else if (typeof value === "object") text = JSON.stringify(value);
  else text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** CSV text (with a byte-order mark so spreadsheet apps read UTF-8) of the given columns. */
export function toCsv(
  rows: readonly Record<string, unknown>[],
  columns: readonly string[],
): string {
  const data = rows.map((row) => columns.map((c) => csvCell(row[c])));
  return BOM + Papa.unparse({ fields: [...columns], data }, { newline: "\r\n", quotes: false });
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
