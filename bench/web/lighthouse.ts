import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The Chrome flags DEVELOPERS.md gives for Debian's chromium. */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
].join(" ");

export interface LighthouseFigures {
  runs: number;
  failed: string[];
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The LCP element most runs reported (its CSS selector), to see what a slow LCP waits for. */
  lcpElement: string | null;
}

interface Report {
  runtimeError?: { code: string };
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { items?: { node?: { selector?: string } }[] }[] };
    }
  >;
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[(sorted.length - 1) >> 1]! : Number.NaN;
};

const mostCommon = (values: (string | undefined)[]) => {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
};

function runOnce(bin: string, url: string, outFile: string, chromePath: string): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(
      bin,
      [
        url,
        "--only-categories=performance",
        "--output=json",
        `--output-path=${outFile}`,
        "--quiet",
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ["ignore", "ignore", "pipe"] },
    );
    child.stderr.resume();
    child.on("close", () => resolve());
  });
}

/**
 * Lighthouse 12.8's default (mobile: Moto G Power emulation, simulated 4x CPU / 150 ms RTT /
 * 1.6 Mbps) `runs` times in a row, one fresh Chromium each; medians of each metric.
 */
export async function lighthouse(
  root: string,
  url: string,
  runs: number,
  chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium",
): Promise<LighthouseFigures> {
  const bin = path.join(root, "node_modules", ".bin", "lighthouse");
  const dir = mkdtempSync(path.join(tmpdir(), "bench-lh-"));
  const reports: Report[] = [];
  const failed: string[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const out = path.join(dir, `run-${i}.json`);
      await runOnce(bin, url, out, chromePath);
      try {
        const report = JSON.parse(readFileSync(out, "utf8")) as Report;
        if (report.runtimeError) failed.push(report.runtimeError.code);
        else if (report.categories.performance.score === null) failed.push("NO_SCORE");
        else reports.push(report);
      } catch {
        failed.push("NO_REPORT");
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const audit = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? NaN));
  return {
    runs: reports.length,
    failed,
    score: Math.round(median(reports.map((r) => r.categories.performance.score ?? NaN)) * 100),
    fcpMs: Math.round(audit("first-contentful-paint")),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
    lcpElement: mostCommon(
      reports.map(
        (r) =>
          r.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
            ?.selector,
      ),
    ),
  };
}
