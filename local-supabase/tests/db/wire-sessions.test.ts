import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";

/**
 * On PGlite every wire-protocol client (psql, a test's SQL helper) and the API share one database
 * session; these check that they still behave as separate sessions would.
 */
const clients: pg.Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.end().catch(() => undefined);
});

async function wireClient(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: inject("dbUrl") });
  await c.connect();
  clients.push(c);
  return c;
}

const anonKey = () => inject("anonKey");

interface Connection {
  parse(q: { text: string; types: number[] }): void;
  bind(c: { values: string[] }): void;
  describe(m: { type: "P" }): void;
  execute(c: object): void;
  flush(): void;
  sync(): void;
}

/**
 * A query sent in two parts, as a slow client's bytes may arrive: its Parse, then (when `finish`
 * is called) its Bind, Execute and Sync. A custom query, node-postgres's extension point.
 */
class SplitQuery {
  rows: unknown[][] = [];
  error: Error | null = null;
  readonly done: Promise<void>;
  private connection: Connection | null = null;
  private end!: () => void;

  constructor(private readonly text: string) {
    this.done = new Promise((resolve) => (this.end = resolve));
  }
  submit(connection: Connection): null {
    this.connection = connection;
    connection.parse({ text: this.text, types: [] });
    connection.flush();
    return null;
  }
  finish(values: string[]): void {
    const c = this.connection!;
    c.bind({ values });
    c.describe({ type: "P" });
    c.execute({});
    c.sync();
  }
  handleRowDescription(): void {}
  handleDataRow(msg: { fields: unknown[] }): void {
    this.rows.push(msg.fields);
  }
  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleError(err: Error): void {
    this.error = err;
    this.end();
  }
  handleReadyForQuery(): void {
    this.end();
  }
}

describe("wire-protocol sessions", () => {
  it("keep a client's half-sent exchange apart from another client's query", async () => {
    const [a, b] = await Promise.all([wireClient(), wireClient()]);
    const split = new SplitQuery("select $1::int + 1 as n");
    void a.query(split as unknown as pg.QueryConfig);
    await new Promise((r) => setTimeout(r, 100));
    // B's unnamed statement, with two parameters, arrives between A's Parse and A's Bind.
    const other = b.query<{ t: string }>("select $1::text || $2::text as t", ["x", "y"]);
    await new Promise((r) => setTimeout(r, 100));
    split.finish(["41"]);
    await split.done;
    expect(split.error).toBeNull();
    expect(split.rows).toEqual([["42"]]);
    expect((await other).rows).toEqual([{ t: "xy" }]);
  });

  it("do not share an open transaction with the API's requests", async () => {
    const wire = await wireClient();
    await wire.query("begin");
    await wire.query("create temporary table wire_probe (v text) on commit drop");
    await wire.query("insert into wire_probe values ($1)", ["mine"]);

    // A read that fails in the database (22P02): run inside the wire client's transaction, it
    // would abort it.
    let answered = false;
    const apiRead = fetch(`${inject("apiUrl")}/rest/v1/products?id=eq.not-a-uuid`, {
      headers: { apikey: anonKey(), authorization: `Bearer ${anonKey()}` },
    }).then(async (res) => {
      answered = true;
      return { status: res.status, body: (await res.json()) as { code?: string } };
    });
    await new Promise((r) => setTimeout(r, 300));
    if (inject("dbKind") === "pglite") {
      // One session: the request waits for the transaction to end rather than join it.
      expect(answered).toBe(false);
    }
    const mine = await wire.query<{ v: string }>("select v from wire_probe");
    expect(mine.rows).toEqual([{ v: "mine" }]);
    await wire.query("commit");

    const { status, body } = await apiRead;
    expect(status).toBe(400);
    expect(body.code).toBe("22P02");
    // And the API's next request runs normally.
    const ok = await fetch(`${inject("apiUrl")}/rest/v1/products?select=id&limit=1`, {
      headers: { apikey: anonKey(), authorization: `Bearer ${anonKey()}` },
    });
    expect(ok.status).toBe(200);
  });

  it("give the session back when a client leaves in the middle of a transaction", async () => {
    const wire = await wireClient();
    await wire.query("begin");
    await wire.query("select 1");
    clients.splice(clients.indexOf(wire), 1);
    await wire.end();
    const res = await fetch(`${inject("apiUrl")}/rest/v1/products?select=id&limit=1`, {
      headers: { apikey: anonKey(), authorization: `Bearer ${anonKey()}` },
    });
    expect(res.status).toBe(200);
    const next = await wireClient();
    expect((await next.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });
});
