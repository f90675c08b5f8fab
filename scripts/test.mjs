// `npm test`: every check the README promises, in order, with one summary line at the end.
// typecheck, lint, unit tests, backend tests on PGlite (and again on PostgreSQL when
// TEST_DATABASE_URL is set), a build of the app for the browser tests, the browser tests.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, "test-results", "summary");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failedSteps = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const res = spawnSync(command, args, {
    stdio: "inherit",
    cwd: root,
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = res.status === 0;
  console.log(`=== ${name}: ${ok ? "ok" : "FAILED"} (${seconds} s)`);
  if (!ok) failedSteps.push(name);
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numTotalTests ? 0 : 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, "utf8"));
  passed += r.stats?.expected ?? 0;
  failed += (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0);
}

const node = process.execPath;
const bin = (p) => path.join(root, "node_modules", p);
const vitest = (project, out, env = {}) =>
  step(
    `${project} tests${env.DATABASE_URL ? " on PostgreSQL" : ""}`,
    node,
    [
      bin("vitest/vitest.mjs"),
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${out}`,
    ],
    env,
  );

step("typecheck", node, [bin("typescript/bin/tsc"), "-p", "tsconfig.app.json"]);
step("typecheck (backend, tests, scripts)", node, [
  bin("typescript/bin/tsc"),
  "-p",
  "tsconfig.node.json",
]);
step("lint", node, [bin("eslint/bin/eslint.js"), ".", "--max-warnings=0"]);
step("format", node, [bin("prettier/bin/prettier.cjs"), "--check", "."]);

vitest("unit", path.join(reports, "unit.json"));
countVitest(path.join(reports, "unit.json"));

vitest("backend", path.join(reports, "backend-pglite.json"), { DATABASE_URL: "" });
countVitest(path.join(reports, "backend-pglite.json"));

if (process.env.TEST_DATABASE_URL) {
  vitest("backend", path.join(reports, "backend-postgres.json"), {
    DATABASE_URL: process.env.TEST_DATABASE_URL,
  });
  countVitest(path.join(reports, "backend-postgres.json"));
} else {
  console.log(
    "\n=== backend tests on PostgreSQL: skipped (set TEST_DATABASE_URL to a server URL to run them)",
  );
}

const e2eApi = "http://127.0.0.1:23421";
if (
  step(
    "build for the build and browser tests (prerendered)",
    node,
    [bin("tsx/dist/cli.mjs"), "scripts/build.ts", "--outDir", "dist-e2e"],
    // Nothing answers on the e2e port yet: the build prerenders from a local stack of its own.
    { VITE_SUPABASE_URL: e2eApi, VITE_SITE_URL: e2eApi },
  )
) {
  vitest("build", path.join(reports, "build.json"), { PRERENDER_DIST: "dist-e2e" });
  countVitest(path.join(reports, "build.json"));
  step("browser tests", node, [bin("@playwright/test/cli.js"), "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "e2e.json"),
    PLAYWRIGHT_SUMMARY_JSON: "1",
  });
  countPlaywright(path.join(reports, "e2e.json"));
}

console.log("");
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(", ")}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
