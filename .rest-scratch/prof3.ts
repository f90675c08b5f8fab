import { parseRequest } from "../local-supabase/src/rest/api-request/parse-request";
import { planRead } from "../local-supabase/src/rest/plan/plan-read";
import { findRelation } from "../local-supabase/src/rest/plan/lookup";
import { buildRead } from "../local-supabase/src/rest/query/build-statement";
import { testCatalog } from "../local-supabase/src/rest/plan/test-catalog";
const cache = testCatalog();
const path = `/rest/v1/posts?select=id,title,author:users!posts_author_id_fkey(id,name)&author_id=eq.1&order=id&limit=20&offset=100`;
const N = 20000;
let t = performance.now();
let req;
for (let i = 0; i < N; i++) {
  const u = new URL("http://x" + path);
  req = parseRequest({ method: "GET", path: "/posts", query: u.searchParams, header: (n) => (n === "accept-profile" ? "api" : null), headersObject: {}, bodyText: null, schemas: ["api"] });
}
console.log("parse µs", ((performance.now() - t) / N * 1000).toFixed(1));
t = performance.now();
let plan;
for (let i = 0; i < N; i++) plan = planRead(cache, findRelation(cache, "api", "posts"), req!);
console.log("plan µs", ((performance.now() - t) / N * 1000).toFixed(1));
t = performance.now();
for (let i = 0; i < N; i++) buildRead(plan!, { count: false, stripNulls: false, body: true });
console.log("build µs", ((performance.now() - t) / N * 1000).toFixed(1));
