import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_ANON_KEY, loadConfig } from "../../src/config";
import { openDatabase } from "../../src/db/open";

const root = path.resolve(import.meta.dirname, "..", "..", "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "lsb-durable-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run stack` on its own data folder, in a child process this test can kill. */
function startChild() {
  const child = spawn(process.execPath, ["--import", "tsx", "local-supabase/src/cli.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      LOCAL_SUPABASE_ENGINE: "pglite",
      LOCAL_SUPABASE_DATA_DIR: dataDir,
      SUPABASE_API_PORT: "0",
      SUPABASE_INBOX_PORT: "0",
      SUPABASE_DB_PORT: "-1",
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

describe("acknowledged writes", () => {
  it("survive a kill of the process (PGlite on disk)", async () => {
    const { child, apiUrl } = startChild();
    const email = `durable-${randomUUID()}@example.test`;
    try {
      const res = await fetch(`${await apiUrl}/rest/v1/rpc/submit_contact_message`, {
        method: "POST",
        headers: {
          apikey: DEFAULT_ANON_KEY,
          authorization: `Bearer ${DEFAULT_ANON_KEY}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({
          name_param: "Durable Write",
          email_param: email,
          message_param: "Acknowledged just before the process was killed.",
        }),
      });
      expect(res.status).toBe(200);
    } finally {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    }
    const reopened = await openDatabase(
      loadConfig({}, { dataDir, databaseUrl: null, engine: "pglite", quiet: true }),
    );
    try {
      expect(reopened.origin).toBe("reopened");
      const { rows } = await reopened.db.query<{ n: string }>(
        "select count(*)::text as n from public.contact_messages where email = $1",
        [email],
      );
      expect(rows).toEqual([{ n: "1" }]);
    } finally {
      await reopened.db.close();
    }
  }, 180_000);
});
