import Papa from "papaparse";

/** The UTF-8 byte-order mark: spreadsheet apps then read Indic and Arabic text right. */
export const BOM = "\uFEFF";

/** Excel and friends run a cell that starts with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell made safe for spreadsheets: text that would start a formula gets a leading apostrophe
 * (OWASP's advice for CSV injection). Numbers stay numbers.
 */
export function neutraliseCell(value: unknown): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? value : "";
  const text = typeof value === "string" ? value : String(value as string | boolean);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** A CSV document with a UTF-8 BOM (so Excel reads Indic and Arabic text right) and CRLF lines. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const data = rows.map((row) => columns.map((c) => neutraliseCell(c.value(row))));
  const body = Papa.unparse(
    { fields: columns.map((c) => String(neutraliseCell(c.header))), data },
    { newline: "\r\n", quotes: false },
  );
  return `${BOM}${body}`;
}

/** Offers a CSV document as a download. */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob([csv], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
