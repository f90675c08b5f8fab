/** The one interface every service of the local backend uses to reach the database. */
export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  /** Rows changed by INSERT/UPDATE/DELETE, when the driver reports it. */
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export interface Statement {
  text: string;
  params: unknown[];
}

export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  /**
   * Runs `fn` inside BEGIN/COMMIT on one connection; any throw rolls back. `statementTimeoutMs`
   * is each statement's deadline where the engine cannot enforce `statement_timeout` (PGlite).
   */
  transaction<T>(
    fn: (tx: Queryable) => Promise<T>,
    options?: { statementTimeoutMs?: number },
  ): Promise<T>;
  /**
   * Optional fast path: the statements in one transaction and one round trip (the database
   * thread's pipelining); answers each statement's result.
   */
  batch?(statements: Statement[], options: { statementTimeoutMs?: number }): Promise<QueryResult[]>;
  /** Runs a script of several statements (migrations, seed), no parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Error raised by the database, with PostgreSQL's fields where the driver gives them. */
export interface DbErrorFields {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
  position?: string;
}

export function dbErrorFields(err: unknown): DbErrorFields {
  if (err && typeof err === "object") {
    const e = err as Record<string, unknown>;
    return {
      code: typeof e.code === "string" ? e.code : undefined,
      message: typeof e.message === "string" ? e.message : String(err),
      detail: typeof e.detail === "string" ? e.detail : undefined,
      hint: typeof e.hint === "string" ? e.hint : undefined,
      position: typeof e.position === "string" ? e.position : undefined,
    };
  }
  return { message: String(err) };
}
