import { describe, expect, it } from "vitest";
import { runAs, runStatementsAs, type RequestIdentity } from "./run-as";
import type { Db, QueryResult, Statement } from "./types";

/** A database that records the statements it is given and answers each with no rows. */
function recordingDb(): { db: Db; texts: string[] } {
  const texts: string[] = [];
  const empty: QueryResult = { rows: [], rowCount: 0 };
  const query = async <Row>(text: string): Promise<QueryResult<Row>> => {
    texts.push(text);
    return { rows: [], rowCount: 0 };
  };
  const db: Db = {
    kind: "postgres",
    query,
    transaction: async (fn) => fn({ query }),
    batch: async (statements: Statement[]) => statements.map((s) => (texts.push(s.text), empty)),
    exec: async () => undefined,
    close: async () => undefined,
  };
  return { db, texts };
}

const identity: RequestIdentity = {
  claims: { role: "anon" },
  headers: {},
  method: "GET",
  path: "/rest/v1/products",
};
const deadlines = { forRole: () => 3000 };
const read: Statement = { text: "select 1", params: [] };

describe("a request's settings", () => {
  it("ask for generic plans only for a batched read that wants them", async () => {
    const generic = recordingDb();
    await runStatementsAs(generic.db, identity, deadlines, [read], { genericPlans: true });
    expect(generic.texts[0]).toContain("set_config('plan_cache_mode', 'force_generic_plan', true)");

    const planned = recordingDb();
    await runStatementsAs(planned.db, identity, deadlines, [read]);
    expect(planned.texts[0]).toContain("set_config('statement_timeout', $7, true)");
    expect(planned.texts[0]).not.toContain("plan_cache_mode");
  });

  it("leave the database's plan cache setting alone in writes and calls", async () => {
    const { db, texts } = recordingDb();
    await runAs(db, identity, deadlines, (tx) => tx.query("select 2"));
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain("set_config('role', $1, true)");
    expect(texts.join("\n")).not.toContain("plan_cache_mode");
  });
});
