// Storage benchmark (run: `npx tsx local-supabase/src/storage/bench.ts`; the lead may list it in
// bench/run.ts): sequential 10 KiB uploads, then public downloads and listings under load from
// autocannon, against an in-memory PGlite stack. Prints figures; asserts nothing.
import autocannon from "autocannon";
import { loadConfig } from "../local-supabase/src/config";
import { startStack } from "../local-supabase/src/server";

const UPLOADS = 200;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const config = loadConfig(
  {},
  {
    quiet: true,
    apiPort: 0,
    inboxPort: 0,
    dbPort: -1,
    dataDir: null,
    databaseUrl: null,
  },
);
const stack = await startStack(config);
const auth = { apikey: config.serviceRoleKey, authorization: `Bearer ${config.serviceRoleKey}` };
const base = `${stack.apiUrl}/storage/v1`;
try {
  await fetch(`${base}/bucket`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ id: "bench", name: "bench", public: true }),
  });
  const body = new Uint8Array(10 * 1024).fill(7);
  const started = performance.now();
  for (let i = 0; i < UPLOADS; i++) {
    const res = await fetch(`${base}/object/bench/files/${i}.bin`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/octet-stream" },
      body,
    });
    if (res.status !== 200) throw new Error(`upload failed: ${await res.text()}`);
  }
  const perUpload = (performance.now() - started) / UPLOADS;
  console.log(`upload 10 KiB, sequential: ${perUpload.toFixed(1)} ms each`);

  const runs: [string, autocannon.Options][] = [
    ["public download 10 KiB", { url: `${base}/object/public/bench/files/1.bin` }],
    [
      `list 100 of ${UPLOADS}`,
      {
        url: `${base}/object/list/bench`,
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ prefix: "files", limit: 100 }),
      },
    ],
  ];
  for (const [label, options] of runs) {
    const r = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
    console.log(
      `${label}: ${r.requests.average} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
        `errors ${r.errors + r.non2xx}`,
    );
  }
} finally {
  await stack.close();
}
