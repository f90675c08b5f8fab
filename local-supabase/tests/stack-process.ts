import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * A SQL function that keeps its database session busy for `seconds` (CPU, as a runaway query
 * does), callable by `grantees` through /rest/v1/rpc/busy_for.
 */
export function busyForSql(grantees: string): string {
  return `
create function public.busy_for(seconds double precision) returns integer
language plpgsql as $$
declare
  _until timestamptz := clock_timestamp() + make_interval(secs => least(seconds, 30));
  _n integer := 0;
begin
  while clock_timestamp() < _until loop _n := _n + 1; end loop;
  return _n;
end $$;
grant execute on function public.busy_for(double precision) to ${grantees};`;
}

/** `npm run stack` on a data folder of its own, in a child process a test can kill. */
export function startStackProcess(options: {
  dataDir: string;
  engine: "pglite" | "postgres";
  dbPort: number;
}) {
  const child = spawn(process.execPath, ["--import", "tsx", "local-supabase/src/cli.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      LOCAL_SUPABASE_ENGINE: options.engine,
      LOCAL_SUPABASE_DATA_DIR: options.dataDir,
      SUPABASE_API_PORT: "0",
      SUPABASE_INBOX_PORT: "0",
      SUPABASE_DB_PORT: String(options.dbPort),
      LOCAL_SUPABASE_QUIET: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const apiUrl = new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /API (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once("exit", (code) => reject(new Error(`stack exited (${code}): ${out}`)));
  });
  return { child, apiUrl };
}

/**
 * Sends a contact message through the child's API, checks it was acknowledged, then kills the
 * child outright (SIGKILL: nothing gets to shut down cleanly).
 */
export async function writeThenKill(
  stack: ReturnType<typeof startStackProcess>,
  anonKey: string,
  email: string,
): Promise<number> {
  try {
    const res = await fetch(`${await stack.apiUrl}/rest/v1/rpc/submit_contact_message`, {
      method: "POST",
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${anonKey}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        name_param: "Durable Write",
        email_param: email,
        message_param: "Acknowledged just before the process was killed.",
      }),
    });
    return res.status;
  } finally {
    const exited = new Promise((r) => stack.child.once("exit", r));
    stack.child.kill("SIGKILL");
    await exited;
  }
}
