import { serialize } from "pg-protocol";
import type { BackendMessage, DatabaseError } from "pg-protocol/dist/messages";
import { statementName } from "./statement-names";
import type { QueryResult, Statement } from "./types";

/**
 * A batch is written as one message stream: Parse, Bind, Describe and Execute for each statement
 * and a single Sync at the end. PostgreSQL (and PGlite, which runs its backend) runs everything
 * before a Sync in one implicit transaction, so a read needs no BEGIN or COMMIT, leaves in one
 * write and comes back in one answer; after an error the rest is skipped and rolled back.
 */
export function batchMessage(
  statements: Statement[],
  session: PreparedStatements,
): { message: Buffer; parsed: string[] } {
  const parts: Buffer[] = [];
  const parsed: string[] = [];
  for (const s of statements) {
    const name = session.nameFor(s.text);
    if (name && !session.has(name)) {
      // Closing first makes a Parse safe even if an earlier failed batch left the name behind.
      parts.push(serialize.close({ type: "S", name }), serialize.parse({ text: s.text, name }));
      parsed.push(name);
    } else if (!name) parts.push(serialize.parse({ text: s.text }));
    parts.push(
      serialize.bind({ statement: name ?? "", values: s.params.map(batchParam) }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
    );
  }
  parts.push(serialize.sync());
  return { message: Buffer.concat(parts), parsed };
}

/**
 * The statements one database session has prepared. A statement is parsed and planned once per
 * session and then only bound and run: the REST layer's texts repeat (its plan cache gives the
 * same text for the same request), so the set stays small; past `max` statements run unnamed.
 */
export class PreparedStatements {
  private readonly known = new Set<string>();
  constructor(private readonly max = 500) {}

  nameFor(text: string): string | null {
    const name = statementName("lb", text);
    return this.known.has(name) || this.known.size < this.max ? name : null;
  }

  has(name: string): boolean {
    return this.known.has(name);
  }

  /** After a batch succeeded: its new statements exist on the session. */
  confirm(parsed: string[]): void {
    for (const name of parsed) this.known.add(name);
  }

  /** After a schema change made a prepared statement's result shape stale (0A000). */
  forget(): void {
    this.known.clear();
  }
}

/**
 * The session's prepared statements are not what we remember: "cached plan must not change
 * result type" (a table changed shape under one) or "prepared statement does not exist".
 */
const STALE_PREPARED_STATEMENT = new Set(["0A000", "26000"]);

/**
 * Runs a batch on one database session: `exchange` writes the message and collects the answer.
 * When the session's prepared statements went stale, they are forgotten and the batch is sent
 * once more, parsed afresh.
 */
export async function runBatch(
  session: PreparedStatements,
  statements: Statement[],
  exchange: (message: Buffer) => Promise<BatchResults>,
): Promise<QueryResult[]> {
  const attempt = async () => {
    const { message, parsed } = batchMessage(statements, session);
    const results = (await exchange(message)).results();
    session.confirm(parsed);
    return results;
  };
  try {
    return await attempt();
  } catch (err) {
    if (!STALE_PREPARED_STATEMENT.has((err as { code?: string }).code ?? "")) throw err;
    session.forget();
    return attempt();
  }
}

/** Batches carry the REST layer's values, which are text already (arrays as array literals). */
function batchParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") {
    return String(value);
  }
  throw new TypeError(`a batched statement takes text values, not ${typeof value}`);
}

/**
 * Turns a batch's answer into one result per statement, values as PostgreSQL's text (as the
 * engines' other paths give them). Fed message by message: from a parsed answer on PGlite, from
 * node-postgres's connection events on PostgreSQL.
 */
export class BatchResults {
  private readonly done: QueryResult[] = [];
  private names: string[] = [];
  private rows: Record<string, unknown>[] = [];
  error: DatabaseError | null = null;

  rowDescription(fields: { name: string }[]): void {
    this.names = fields.map((f) => f.name);
  }

  dataRow(values: unknown[]): void {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < this.names.length; i++) row[this.names[i]!] = values[i] ?? null;
    this.rows.push(row);
  }

  /** "SELECT 20", "UPDATE 3", "INSERT 0 1": the count is the last word. */
  commandComplete(text: string): void {
    const count = Number(text.slice(text.lastIndexOf(" ") + 1));
    this.done.push({
      rows: this.rows,
      rowCount: Number.isFinite(count) ? count : this.rows.length,
    });
    this.rows = [];
    this.names = [];
  }

  /** The first error is the cause; nothing after it ran. */
  failed(err: DatabaseError): void {
    this.error ??= err;
  }

  /** Feeds one parsed backend message; answers whether it was the batch's end. */
  message(msg: BackendMessage): boolean {
    switch (msg.name) {
      case "rowDescription":
        this.rowDescription((msg as unknown as { fields: { name: string }[] }).fields);
        return false;
      case "dataRow":
        this.dataRow((msg as unknown as { fields: unknown[] }).fields);
        return false;
      case "commandComplete":
        this.commandComplete((msg as unknown as { text: string }).text);
        return false;
      case "error":
        this.failed(msg as DatabaseError);
        return false;
      case "readyForQuery":
        return true;
      default:
        return false;
    }
  }

  results(): QueryResult[] {
    if (this.error) throw this.error;
    return this.done;
  }
}
