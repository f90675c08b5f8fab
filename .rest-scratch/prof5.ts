import { loadConfig } from "../local-supabase/src/config";
import { startStack } from "../local-supabase/src/server";
import { readFileSync } from "node:fs";
import { runAs } from "../local-supabase/src/db/run-as";
const SQL = readFileSync("bench/rest.ts", "utf8").split("const SCHEMA_SQL = `")[1]!.split("`;")[0]!;
const config = loadConfig(process.env, { apiPort: 0, inboxPort: 0, dbPort: -1, dataDir: null, databaseUrl: null, dbSchemas: ["bench", "public"], extraSql: [SQL], quiet: true });
const stack = await startStack(config);
const db = stack.ctx.db;
const q = `with pgrst_source as (select "t0"."id" as "id", "t0"."name" as "name", "t0"."slug" as "slug", "t0"."price" as "price", (select row_to_json("t1_r") from (select "t1"."id" as "id", "t1"."name" as "name" from "bench"."categories" as "t1" where "t1"."id" = "t0"."category_id" limit 1) as "t1_r") as "category" from (select "t0".* from "bench"."products" as "t0" where "t0"."is_active" = $1 order by "t0"."id" limit $2::bigint offset $3::bigint) as "t0") select null::text as total_count, pg_catalog.count(*)::text as page_count, coalesce(json_agg(_pgrst_t), '[]'::json)::text as body, null::text as location from pgrst_source as _pgrst_t`;
async function time(label: string, fn: () => Promise<unknown>, N = 400) {
  for (let i = 0; i < 30; i++) await fn();
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < N; i++) await fn();
  const c = process.cpuUsage(c0);
  console.log(`${label.padEnd(30)} wall ${((performance.now() - t0) / N).toFixed(2)} ms, cpu ${((c.user + c.system) / N / 1000).toFixed(2)} ms`);
}
await time("select 1", () => db.query("select 1"));
await time("main query superuser", () => db.query(q, ["true", "20", "100"]));
await time("begin/commit only", () => db.transaction(async () => undefined));
const identity = { claims: { role: "anon" }, headers: { a: "b" }, method: "GET", path: "/products" };
await time("runAs + main query", () => runAs(db, identity, 8000, (tx) => tx.query(q, ["true", "20", "100"])));
await stack.close();
