// `npm test`: every check the README promises, with one summary line at the end: typecheck,
// lint and format (two at a time), unit tests, backend tests on PGlite (and again on PostgreSQL
// when TEST_DATABASE_URL is set), the native engine's tests, a build of the app, the build and
// browser tests.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, "test-results", "summary");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failedSteps = [];

/**
 * Runs one step. Inside `sideBySide` its output is held and shown whole when it ends, so two
 * steps running at once do not interleave; alone, it streams.
 */
let holdOutput = false;
function step(name, command, args, env = {}) {
  const hold = holdOutput;
  console.log(hold ? `=== ${name}: started` : `\n=== ${name}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      if (hold) process.stdout.write(`\n=== ${name}\n${Buffer.concat(output).toString()}`);
      console.log(`=== ${name}: ${ok ? "ok" : "FAILED"} (${seconds} s)`);
      if (!ok) failedSteps.push(name);
      resolve(ok);
    });
  });
}

/** Runs each lane's steps in order and the lanes at the same time: these machines have two cores. */
async function sideBySide(...lanes) {
  holdOutput = true;
  await Promise.all(lanes.map((lane) => lane()));
  holdOutput = false;
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

const tsc = (project) => [bin("typescript/bin/tsc"), "-p", project];
await sideBySide(
  async () => {
    await step("typecheck", node, tsc("tsconfig.app.json"));
    await step("format", node, [bin("prettier/bin/prettier.cjs"), "--check", "."]);
  },
  async () => {
    await step("lint", node, [bin("eslint/bin/eslint.js"), ".", "--max-warnings=0"]);
    await step("typecheck (backend, tests, scripts)", node, tsc("tsconfig.node.json"));
  },
);

await vitest("unit", path.join(reports, "unit.json"));
countVitest(path.join(reports, "unit.json"));

await vitest("backend", path.join(reports, "backend-pglite.json"), {
  DATABASE_URL: "",
  LOCAL_SUPABASE_ENGINE: "pglite",
});
countVitest(path.join(reports, "backend-pglite.json"));

// The default engine of a data folder (PostgreSQL from the installed binaries): stacks of its own.
await vitest("native", path.join(reports, "native.json"), { DATABASE_URL: "" });
countVitest(path.join(reports, "native.json"));

// One after the other: run side by side (tried in Nov 2026) they gained nothing on two cores and
// the load broke a test's transaction on PGlite.
if (process.env.TEST_DATABASE_URL) {
  await vitest("backend", path.join(reports, "backend-postgres.json"), {
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
  await step(
    "build for the build and browser tests (prerendered)",
    node,
    [bin("tsx/dist/cli.mjs"), "scripts/build.ts", "--outDir", "dist-e2e"],
    // Nothing answers on the e2e port yet: the build prerenders from a local stack of its own.
    { VITE_SUPABASE_URL: e2eApi, VITE_SITE_URL: e2eApi },
  )
) {
  await vitest("build", path.join(reports, "build.json"), { PRERENDER_DIST: "dist-e2e" });
  countVitest(path.join(reports, "build.json"));
  await step("browser tests", node, [bin("@playwright/test/cli.js"), "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "e2e.json"),
    PLAYWRIGHT_SUMMARY_JSON: "1",
  });
  countPlaywright(path.join(reports, "e2e.json"));
}

console.log("");
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(", ")}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
