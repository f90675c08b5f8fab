// `npm run dev`: the local backend and Vite together; Ctrl+C stops both.
import { spawn } from "node:child_process";

const children = [];
let stopping = false;

function run(name, command, args, env = {}) {
  const child = spawn(command, args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} stopped (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function waitForApi(url, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the local backend did not answer at ${url} within ${timeoutMs / 1000} s`);
}

const apiPort = process.env.SUPABASE_API_PORT ?? "54321";
run("local backend", process.execPath, ["--import", "tsx", "local-supabase/src/cli.ts"]);
await waitForApi(`http://127.0.0.1:${apiPort}`);
run("vite", process.execPath, [
  "node_modules/vite/bin/vite.js",
  "--host",
  "127.0.0.1",
  "--port",
  "5173",
]);
console.log("[dev] site: http://127.0.0.1:5173   inbox: http://127.0.0.1:54324");
