// `npm run bench`: every benchmark script in turn, each in its own process so one's load does not
// skew the next. Figures are printed, never asserted: these machines are shared and noisy.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const scripts = ["rest.ts", "auth.ts", "storage.ts"];
let failed = 0;
for (const script of scripts) {
  const file = path.join(import.meta.dirname, script);
  if (!existsSync(file)) continue;
  console.log(`\n### ${script}`);
  const res = spawnSync(process.execPath, ["--import", "tsx", file], { stdio: "inherit" });
  if (res.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
