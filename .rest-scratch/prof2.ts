import { loadConfig } from "../local-supabase/src/config";
import { startStack } from "../local-supabase/src/server";
import { readFileSync } from "node:fs";
import { parseRequest } from "../local-supabase/src/rest/api-request/parse-request";
import { SchemaCacheHolder } from "../local-supabase/src/rest/plan/schema-cache";
import { planRead } from "../local-supabase/src/rest/plan/plan-read";
import { findRelation } from "../local-supabase/src/rest/plan/lookup";
import { buildRead } from "../local-supabase/src/rest/query/build-statement";
import { createApiApp } from "../local-supabase/src/server";

const SQL = readFileSync("bench/rest.ts", "utf8").split("const SCHEMA_SQL = `")[1]!.split("`;")[0]!;
const config = loadConfig(process.env, { apiPort: 0, inboxPort: 0, dbPort: -1, dataDir: null, databaseUrl: process.env.PROF_DB ?? null, dbSchemas: ["bench", "public"], extraSql: [SQL], quiet: true });
const stack = await startStack(config);
const path = `/rest/v1/products?select=id,name,slug,price,category:categories(id,name)&is_active=eq.true&order=id&limit=20&offset=100`;
const holder = new SchemaCacheHolder(stack.ctx.db, ["bench", "public"]);
const cache = await holder.get();
const N = 2000;
let t = performance.now();
for (let i = 0; i < N; i++) {
  const u = new URL("http://x" + path);
  const req = parseRequest({ method: "GET", path: "/products", query: u.searchParams, header: (n) => (n === "accept-profile" ? "bench" : null), headersObject: {}, bodyText: null, schemas: ["bench", "public"] });
  const plan = planRead(cache, findRelation(cache, "bench", "products"), req);
  buildRead(plan, { count: false, stripNulls: false, body: true });
}
console.log("parse+plan+build µs", ((performance.now() - t) / N * 1000).toFixed(1));
const app = createApiApp(stack.ctx);
const headers = { apikey: config.anonKey, authorization: `Bearer ${config.anonKey}`, "accept-profile": "bench" };
for (let i = 0; i < 50; i++) await (await app.request(path, { headers })).text();
t = performance.now();
for (let i = 0; i < 300; i++) await (await app.request(path, { headers })).text();
console.log("in-process app.request ms", ((performance.now() - t) / 300).toFixed(2));
const q = `with pgrst_source as (select "t0"."id" as "id", "t0"."name" as "name", "t0"."slug" as "slug", "t0"."price" as "price", (select row_to_json("t1_r") from (select "t1"."id" as "id", "t1"."name" as "name" from "bench"."categories" as "t1" where "t1"."id" = "t0"."category_id" limit 1) as "t1_r") as "category" from (select "t0".* from "bench"."products" as "t0" where "t0"."is_active" = $1 order by "t0"."id" limit $2::bigint offset $3::bigint) as "t0" order by "t0"."id") select null::text as total_count, pg_catalog.count(_pgrst_t)::text as page_count, coalesce(json_agg(_pgrst_t), '[]'::json)::text as body, null::text as location from pgrst_source as _pgrst_t`;
t = performance.now();
for (let i = 0; i < 300; i++) await stack.ctx.db.query(q, ["true", "20", "100"]);
console.log("paged-first main query ms", ((performance.now() - t) / 300).toFixed(3));
await stack.close();
