import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_ANON_KEY, loadConfig } from "../../src/config";
import { openDatabase } from "../../src/db/open";
import { startStackProcess, writeThenKill } from "../stack-process";

const dataDir = mkdtempSync(path.join(tmpdir(), "lsb-durable-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const startChild = () => startStackProcess({ dataDir, engine: "pglite", dbPort: -1 });

describe("acknowledged writes", () => {
  it("survive a kill of the process (PGlite on disk)", async () => {
    const stack = startChild();
    const email = `durable-${randomUUID()}@example.test`;
    expect(await writeThenKill(stack, DEFAULT_ANON_KEY, email)).toBe(200);
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
