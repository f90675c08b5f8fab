// Auth benchmark: password sign-in and token-refresh rates against the local backend (PGlite).
// The load comes from a second process so it does not share the server's event loop: autocannon
// for sign-in (one confirmed user, the same request each time), and a small request loop for
// refresh, since every refresh spends its token (each worker follows its own rotation chain).
// Prints requests/second and p50/p99 latency; asserts nothing.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { loadConfig } from "../local-supabase/src/config";
import { startStack } from "../local-supabase/src/server";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SIGN_IN_CONNECTIONS = Number(process.env.BENCH_SIGN_IN_CONNECTIONS ?? 10);
const REFRESH_CONNECTIONS = Number(process.env.BENCH_REFRESH_CONNECTIONS ?? 20);
const EMAIL = "bench-user@example.test";
const PASSWORD = "bench-password-123";

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function collect(child: ReturnType<typeof spawn>): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`load process exited ${code}: ${err}`)),
    );
  });
}

/** Sign-in load: autocannon's CLI in its own process. */
async function signInLoad(apiUrl: string, anonKey: string, seconds: number): Promise<Figures> {
  const cli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
  const args = [
    cli,
    ...["-c", String(SIGN_IN_CONNECTIONS), "-d", String(seconds), "-j", "-m", "POST"],
    ...["-H", `apikey=${anonKey}`, "-H", "content-type=application/json"],
    ...["-b", JSON.stringify({ email: EMAIL, password: PASSWORD })],
    `${apiUrl}/auth/v1/token?grant_type=password`,
  ];
  const out = await collect(spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] }));
  const r = JSON.parse(out) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

// Runs in the child: one async worker per refresh token, each refreshing its own chain.
const REFRESH_LOOP = `
const { url, apikey, tokens, seconds } = JSON.parse(process.env.BENCH_INPUT);
const latencies = [];
let errors = 0;
const start = performance.now();
const end = start + seconds * 1000;
await Promise.all(tokens.map(async (first) => {
  let token = first;
  while (performance.now() < end) {
    const t0 = performance.now();
    const res = await fetch(url, { method: "POST", headers: { apikey, "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: token }) });
    const body = await res.json();
    latencies.push(performance.now() - t0);
    if (!res.ok) { errors++; return; }
    token = body.refresh_token;
  }
}));
const elapsed = (performance.now() - start) / 1000;
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
console.log(JSON.stringify({ requestsPerSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors }));
`;

async function refreshLoad(
  apiUrl: string,
  anonKey: string,
  tokens: string[],
  seconds: number,
): Promise<Figures> {
  const input = JSON.stringify({
    url: `${apiUrl}/auth/v1/token?grant_type=refresh_token`,
    apikey: anonKey,
    tokens,
    seconds,
  });
  const child = spawn(process.execPath, ["--input-type=module", "-e", REFRESH_LOOP], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, BENCH_INPUT: input },
  });
  return JSON.parse(await collect(child)) as Figures;
}

async function signIn(apiUrl: string, anonKey: string): Promise<{ refresh_token: string }> {
  const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { refresh_token: string };
}

const print = (label: string, f: Figures, connections: number) =>
  console.log(
    `${label.padEnd(14)} ${f.requestsPerSecond.toFixed(1).padStart(7)} req/s   p50 ${f.p50.toFixed(1)} ms   ` +
      `p99 ${f.p99.toFixed(1)} ms   (${connections} connections, ${DURATION_S} s, errors ${f.errors})`,
  );

const config = loadConfig(process.env, {
  apiPort: 0,
  inboxPort: 0,
  dbPort: -1,
  dataDir: null,
  disableRateLimits: true,
  quiet: true,
});
const stack = await startStack(config);
try {
  const created = await fetch(`${stack.apiUrl}/auth/v1/admin/users`, {
    method: "POST",
    headers: {
      apikey: config.serviceRoleKey,
      authorization: `Bearer ${config.serviceRoleKey}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, email_confirm: true }),
  });
  if (!created.ok) throw new Error(`could not create the bench user: ${await created.text()}`);
  console.log(`Auth on ${stack.ctx.db.kind} (bcrypt cost ${process.env.AUTH_BCRYPT_COST ?? 10})`);
  await signInLoad(stack.apiUrl, config.anonKey, 2);
  print("sign-in", await signInLoad(stack.apiUrl, config.anonKey, DURATION_S), SIGN_IN_CONNECTIONS);
  const tokens: string[] = [];
  for (let i = 0; i < REFRESH_CONNECTIONS; i++)
    tokens.push((await signIn(stack.apiUrl, config.anonKey)).refresh_token);
  print(
    "token refresh",
    await refreshLoad(stack.apiUrl, config.anonKey, tokens, DURATION_S),
    REFRESH_CONNECTIONS,
  );
} finally {
  await stack.close();
}
