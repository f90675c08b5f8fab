// REST API benchmark: a catalogue-style read (20 rows a page, one embedded resource, anon key)
// against the local backend, on PGlite and — when BENCH_DATABASE_URL or DATABASE_URL is set — on
// PostgreSQL. The load comes from autocannon in a second process so it does not share the
// server's event loop. Prints requests/second and p50/p99 latency; asserts nothing.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { loadConfig } from "../local-supabase/src/config";
import { startStack } from "../local-supabase/src/server";
import { createFreshDatabase } from "../local-supabase/src/db/fresh-database";
import { startNativePostgres } from "../local-supabase/src/db/native-postgres";

/**
 * Concurrent connections, one measurement each: 50 for throughput; 16 for latency, since with 50
 * requests always waiting, p50 cannot fall below 50 ÷ throughput (Little's law).
 */
const CONNECTION_COUNTS = (process.env.BENCH_CONNECTIONS ?? "50,16").split(",").map(Number);
const CONNECTIONS = CONNECTION_COUNTS[0]!;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;

const SCHEMA_SQL = `
drop schema if exists bench cascade;
create schema bench;
create table bench.categories (id integer primary key, name text not null);
create table bench.products (
  id integer primary key,
  name text not null,
  slug text not null unique,
  price numeric(10, 2) not null,
  category_id integer not null references bench.categories (id),
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);
create index on bench.products (category_id);
insert into bench.categories select g, 'Category ' || g from generate_series(1, 20) g;
insert into bench.products (id, name, slug, price, category_id, is_active)
  select g, 'Product ' || g, 'product-' || g, (g % 500) + 0.99, (g % 20) + 1, g % 10 <> 0
  from generate_series(1, 1000) g;
alter table bench.products enable row level security;
create policy products_public_read on bench.products for select to anon using (is_active);
grant usage on schema bench to anon, authenticated, service_role;
grant select on bench.categories, bench.products to anon, authenticated;
analyze bench.categories;
analyze bench.products;
`;

const PATH =
  "/rest/v1/products?select=id,name,slug,price,category:categories(id,name)&is_active=eq.true&order=id&limit=20&offset=100";

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon in its own process (its CLI, JSON output) against `url`. */
function autocannon(url: string, anonKey: string, seconds: number): Promise<Figures> {
  const require = createRequire(import.meta.url);
  const cli = require.resolve("autocannon/autocannon.js");
  const args = [
    cli,
    "-c",
    String(CONNECTIONS),
    "-d",
    String(seconds),
    "-j",
    "-H",
    `apikey=${anonKey}`,
    "-H",
    `Authorization=Bearer ${anonKey}`,
    "-H",
    "Accept-Profile=bench",
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      const r = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        errors: number;
        non2xx: number;
      };
      resolve({
        requestsPerSecond: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors,
        non2xx: r.non2xx,
      });
    });
  });
}

/** One measurement, in this process: the stack as configured by the environment. */
async function measure(databaseUrl: string | null): Promise<Figures> {
  const config = loadConfig(process.env, {
    apiPort: 0,
    inboxPort: 0,
    dbPort: -1,
    dataDir: null,
    databaseUrl,
    dbSchemas: ["bench", "public"],
    extraSql: [SCHEMA_SQL],
    quiet: true,
  });
  const stack = await startStack(config);
  try {
    const url = `${stack.apiUrl}${PATH}`;
    const probe = await fetch(url, {
      headers: {
        apikey: config.anonKey,
        authorization: `Bearer ${config.anonKey}`,
        "accept-profile": "bench",
      },
    });
    const rows = (await probe.json()) as unknown[];
    if (probe.status !== 200 || rows.length !== 20) {
      throw new Error(`probe failed: ${probe.status} ${JSON.stringify(rows).slice(0, 200)}`);
    }
    await autocannon(url, config.anonKey, WARMUP_S);
    return await autocannon(url, config.anonKey, DURATION_S);
  } finally {
    await stack.close();
  }
}

/**
 * "before" is the backend at an earlier commit (BENCH_BASELINE, by default the last one before
 * reads became one prepared wire message), checked out in a temporary git worktree that shares
 * this one's node_modules; "after" is this working tree. Each runs in a fresh child process, one
 * after the other, in this one run. BENCH_BASELINE=none measures this tree only.
 */
const BASELINE = process.env.BENCH_BASELINE ?? "c07b44f";
const root = path.resolve(import.meta.dirname, "..");

function checkout(ref: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-baseline-"));
  execFileSync("git", ["worktree", "add", "--detach", dir, ref], { cwd: root, stdio: "ignore" });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return {
    dir,
    remove: () =>
      execFileSync("git", ["worktree", "remove", "--force", dir], { cwd: root, stdio: "ignore" }),
  };
}

function child(dir: string, databaseUrl: string | null, connections: number): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const script = path.join(dir, "bench", "rest.ts");
    const proc = spawn(process.execPath, ["--import", "tsx", script, "--one"], {
      cwd: dir,
      env: {
        ...process.env,
        BENCH_ONE_URL: databaseUrl ?? "",
        BENCH_CONNECTIONS: String(connections),
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    proc.stdout.on("data", (d: Buffer) => (out += d.toString()));
    proc.on("close", (code) => {
      const line = out.trim().split("\n").pop() ?? "";
      if (code !== 0 || !line.startsWith("{"))
        return reject(new Error(`bench child failed: ${out}`));
      resolve(JSON.parse(line) as Figures);
    });
  });
}

const fmt = (f: Figures) =>
  `${f.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  (errors ${f.errors}, non-2xx ${f.non2xx})`;

async function compare(
  label: string,
  databaseUrl: string | null,
  baseline: string | null,
): Promise<void> {
  for (const connections of CONNECTION_COUNTS) {
    const before = baseline ? await child(baseline, databaseUrl, connections) : null;
    const after = await child(root, databaseUrl, connections);
    const head = `${label} c=${connections}`.padEnd(14);
    if (before) console.log(`${head} before ${fmt(before)}`);
    const ratio = before
      ? `   x${(after.requestsPerSecond / before.requestsPerSecond).toFixed(2)}`
      : "";
    console.log(`${(before ? "" : head).padEnd(14)} after  ${fmt(after)}${ratio}`);
  }
}

if (process.argv.includes("--one")) {
  console.log(JSON.stringify(await measure(process.env.BENCH_ONE_URL || null)));
  process.exit(0);
}

console.log(`REST catalogue read: GET ${PATH}  (c = connections, ${DURATION_S} s each)`);
const baseline = BASELINE === "none" ? null : checkout(BASELINE);
if (baseline) console.log(`before: ${BASELINE} (a git worktree); after: this working tree`);
try {
  await compare("pglite", null, baseline?.dir ?? null);
  // A server of your own, else the PostgreSQL npm installed (the local backend's default engine).
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  const nativeDir = serverUrl ? null : mkdtempSync(path.join(tmpdir(), "bench-postgres-"));
  if (nativeDir) chmodSync(nativeDir, 0o755); // reachable by the `postgres` user when run as root
  const native = nativeDir ? await startNativePostgres({ dir: nativeDir, port: 0 }) : null;
  try {
    const db = await createFreshDatabase(serverUrl ?? native!.url, "rest_bench");
    try {
      await compare("postgres", db.url, baseline?.dir ?? null);
    } finally {
      await db.drop();
    }
  } finally {
    await native?.stop();
    if (nativeDir) rmSync(nativeDir, { recursive: true, force: true });
  }
} finally {
  baseline?.remove();
}
