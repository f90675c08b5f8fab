function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV with a header row, as PostgREST answers `Accept: text/csv`. */
export function toCsv(rows: Record<string, unknown>[]): string {
  if (!rows.length) return "";
  const header = Object.keys(rows[0]!);
  const lines = [header.map(cell).join(",")];
  for (const row of rows) lines.push(header.map((h) => cell(row[h])).join(","));
  return lines.join("\n");
}
