import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
const c = new pg.Client({ connectionString: "postgresql://postgres:postgres@127.0.0.1:5432/scratch_schema" });
await c.connect();
try { const r = await c.query("explain (format json) select 1 from pg_class where relname = $1", ["pg_class"]); console.log("pg", JSON.stringify(r.rows[0]).slice(0, 120)); } catch (e) { console.log("pg err", (e as Error).message); }
await c.end();
const p = await PGlite.create();
try { const r = await p.query("explain (format json) select 1 from pg_class where relname = $1", ["pg_class"]); console.log("pglite", JSON.stringify(r.rows[0]).slice(0, 120)); } catch (e) { console.log("pglite err", (e as Error).message); }
await p.close();
