import pg from "pg";
import type { DatabaseError } from "pg-protocol/dist/messages";
import { BatchResults, PreparedStatements, runBatch } from "./statement-batch";
import { statementName } from "./statement-names";
import type { Db, Queryable, QueryResult } from "./types";

/** Values come back as PostgreSQL text, as with PGlite. */
const textTypes = { getTypeParser: () => (value: string) => value };

/**
 * Statements with parameters are prepared once per connection (named by their text), so a
 * repeated request skips PostgreSQL's parse and plan.
 */
function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(text: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const name = params.length ? statementName("ls", text) : undefined;
      const res = await client.query({ name, text, values: params, types: textTypes });
      return { rows: res.rows as Row[], rowCount: res.rowCount ?? res.rows.length };
    },
  };
}

/**
 * A batch through node-postgres's extension point for custom queries (the one pg-cursor uses):
 * written to the connection in one piece, collected from the client's message events.
 */
class BatchSubmittable {
  readonly collected = new BatchResults();
  readonly done: Promise<BatchResults>;
  private finish!: () => void;

  constructor(private readonly message: Buffer) {
    this.done = new Promise((resolve) => (this.finish = () => resolve(this.collected)));
  }

  submit(connection: { stream: { write(b: Buffer): boolean } }): null {
    connection.stream.write(this.message);
    return null;
  }
  handleRowDescription(msg: { fields: { name: string }[] }): void {
    this.collected.rowDescription(msg.fields);
  }
  handleDataRow(msg: { fields: unknown[] }): void {
    this.collected.dataRow(msg.fields);
  }
  handleCommandComplete(msg: { text: string }): void {
    this.collected.commandComplete(msg.text);
  }
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  /** The client calls this at the first error, and not `handleReadyForQuery` after it. */
  handleError(err: DatabaseError): void {
    this.collected.failed(err);
    this.finish();
  }
  handleReadyForQuery(): void {
    this.finish();
  }
}

const sessions = new WeakMap<pg.PoolClient, PreparedStatements>();
function sessionOf(client: pg.PoolClient): PreparedStatements {
  let session = sessions.get(client);
  if (!session) sessions.set(client, (session = new PreparedStatements()));
  return session;
}

export async function openPostgres(
  url: string,
  max = Number(process.env.DB_POOL_SIZE ?? 10),
): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it.
  });
  const base = wrap(pool);
  await base.query("select 1");
  return {
    kind: "postgres",
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn(wrap(client));
        await client.query("commit");
        return result;
      } catch (err) {
        await client.query("rollback").catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async batch(statements) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await runBatch(sessionOf(client), statements, (message) => {
          const batch = new BatchSubmittable(message);
          void client.query(batch as unknown as pg.QueryConfig);
          return batch.done;
        });
      } catch (err) {
        // A database error leaves the connection usable; anything else (a lost socket) does not.
        if (!(err as { code?: string }).code) broken = err as Error;
        throw err;
      } finally {
        client.release(broken);
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
