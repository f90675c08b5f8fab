/** A PostgREST error as supabase-js reports it. */
export interface DbError {
  code?: string;
  message?: string;
  details?: string | null;
}

export type ServerFieldError =
  | { kind: "field"; field: string; reason: "taken" | "invalid" }
  | { kind: "form"; reason: "denied" | "invalid" | "unknown"; message?: string };

/**
 * Maps a database refusal to the form field it concerns: 23505 unique_violation on
 * "<table>_<column>_key" -> that column "already taken"; 23514 check_violation on
 * "<table>_<column>_check" (or a named constraint in `constraintFields`) -> that column.
 */
export function mapServerError(
  error: DbError,
  table: string,
  fields: readonly string[],
  constraintFields: Record<string, string> = {},
): ServerFieldError {
  const text = `${error.message ?? ""} ${error.details ?? ""}`;
  const constraint = /constraint "([^"]+)"/.exec(text)?.[1];
  const fieldOf = (suffix: string): string | null => {
    if (!constraint) return null;
    if (constraintFields[constraint]) return constraintFields[constraint];
    const prefix = `${table}_`;
    if (!constraint.startsWith(prefix) || !constraint.endsWith(suffix)) return null;
    const column = constraint.slice(prefix.length, constraint.length - suffix.length);
    return fields.includes(column) ? column : null;
  };
  if (error.code === "23505") {
    const fromDetails = /Key \(([a-z_]+)\)=/.exec(error.details ?? "")?.[1];
    const field =
      fieldOf("_key") ?? (fromDetails && fields.includes(fromDetails) ? fromDetails : null);
    if (field) return { kind: "field", field, reason: "taken" };
  }
  if (error.code === "23514") {
    const field = fieldOf("_check");
    if (field) return { kind: "field", field, reason: "invalid" };
    return { kind: "form", reason: "invalid", message: error.message };
  }
  if (error.code === "42501") return { kind: "form", reason: "denied" };
  return { kind: "form", reason: "unknown", message: error.message };
}
