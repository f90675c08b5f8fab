import { loadConfig } from "../local-supabase/src/config";
import { startStack } from "../local-supabase/src/server";
import { readFileSync } from "node:fs";

const SQL = readFileSync("bench/rest.ts", "utf8").split("const SCHEMA_SQL = `")[1]!.split("`;")[0]!;
const config = loadConfig(process.env, { apiPort: 0, inboxPort: 0, dbPort: -1, dataDir: null, databaseUrl: process.env.PROF_DB ?? null, dbSchemas: ["bench", "public"], extraSql: [SQL], quiet: true });
const stack = await startStack(config);
const url = `${stack.apiUrl}/rest/v1/products?select=id,name,slug,price,category:categories(id,name)&is_active=eq.true&order=id&limit=20&offset=100`;
const headers = { apikey: config.anonKey, authorization: `Bearer ${config.anonKey}`, "accept-profile": "bench" };
for (let i = 0; i < 50; i++) await (await fetch(url, { headers })).text();
let t = performance.now();
const N = 300;
for (let i = 0; i < N; i++) await (await fetch(url, { headers })).text();
console.log("sequential http ms/req", ((performance.now() - t) / N).toFixed(2));
// raw db: the same two statements in a transaction
const db = stack.ctx.db;
t = performance.now();
for (let i = 0; i < N; i++) await db.query("select 1");
console.log("select 1 ms", ((performance.now() - t) / N).toFixed(3));
t = performance.now();
for (let i = 0; i < N; i++) await db.transaction(async (tx) => { await tx.query("select set_config('role','anon',true)"); await tx.query("select 1"); });
console.log("tx with 2 queries ms", ((performance.now() - t) / N).toFixed(3));
t = performance.now();
for (let i = 0; i < N; i++) await db.query(`with pgrst_source as (select "t0"."id" as "id", "t0"."name" as "name", "t0"."slug" as "slug", "t0"."price" as "price", (select row_to_json("t1_r") from (select "t1"."id" as "id", "t1"."name" as "name" from "bench"."categories" as "t1" where "t1"."id" = "t0"."category_id" limit 1) as "t1_r") as "category" from "bench"."products" as "t0" where "t0"."is_active" = $1 order by "t0"."id" limit $2::bigint offset $3::bigint) select null::text as total_count, pg_catalog.count(_pgrst_t)::text as page_count, coalesce(json_agg(_pgrst_t), '[]'::json)::text as body, null::text as location from pgrst_source as _pgrst_t`, ["true", "20", "100"]);
console.log("main query (superuser, no RLS) ms", ((performance.now() - t) / N).toFixed(3));
await stack.close();
