/** An error answered in PostgREST's JSON shape: {code, message, details, hint}. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  body(): { code: string; message: string; details: unknown; hint: unknown } {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** PGRST100: a query parameter (or header) the parser cannot read. */
export function parseError(message: string, details: string | null = null): ApiError {
  return new ApiError(400, "PGRST100", message, details);
}

export function invalidBody(message: string): ApiError {
  return new ApiError(400, "PGRST102", message);
}

export function invalidRange(details: string): ApiError {
  return new ApiError(416, "PGRST103", "Requested range not satisfiable", details);
}

export function singularityError(rows: number): ApiError {
  return new ApiError(
    406,
    "PGRST116",
    "JSON object requested, multiple (or no) rows returned",
    `The result contains ${rows} rows`,
  );
}

export function columnNotFound(relation: string, column: string): ApiError {
  return new ApiError(
    400,
    "PGRST204",
    `Could not find the '${column}' column of '${relation}' in the schema cache`,
  );
}

/** What PostgreSQL itself says for an unknown column in a select or filter. */
export function undefinedColumn(relation: string, column: string): ApiError {
  return new ApiError(400, "42703", `column ${relation}.${column} does not exist`);
}
