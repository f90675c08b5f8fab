import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import { afterAll, describe, expect, inject, it } from "vitest";
import { loadConfig, type StackConfig } from "../../src/config";
import { schemaFingerprint } from "../../src/db/migrate";
import { startStack } from "../../src/server";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "lsb-storage-restart-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function config(): StackConfig {
  const base = loadConfig({}, { quiet: true });
  // On PostgreSQL both starts use the test database; on PGlite the data folder holds it.
  const dbUrl = inject("dbKind") === "postgres" ? inject("dbUrl") : null;
  return {
    ...base,
    apiPort: 0,
    inboxPort: 0,
    dbPort: -1,
    dataDir,
    databaseUrl: dbUrl,
    engine: "pglite",
  };
}

/** Reuses the project's migrated template so the first start does not rebuild it. */
function seedTemplateCache(c: StackConfig) {
  const name = `${schemaFingerprint(path.join(c.projectRoot, "supabase"), c.seedFiles)}.tar.gz`;
  const cached = path.join(c.projectRoot, ".local-supabase", "templates", name);
  if (!existsSync(cached)) return;
  mkdirSync(path.join(dataDir, "templates"), { recursive: true });
  copyFileSync(cached, path.join(dataDir, "templates", name));
}

const storageOf = (apiUrl: string, key: string) =>
  createClient(apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  }).storage;

describe("stored files across a restart", () => {
  it("downloads exactly the uploaded bytes after the backend restarts on the same data folder", async () => {
    const c = config();
    seedTemplateCache(c);
    const bytes = Uint8Array.from({ length: 256 * 1024 }, (_, i) => (i * 31 + 7) % 256);
    const bucket = `restart-${Date.now().toString(36)}`;

    const first = await startStack(c);
    try {
      const storage = storageOf(first.apiUrl, c.serviceRoleKey);
      expect((await storage.createBucket(bucket, { public: true })).error).toBeNull();
      const up = await storage
        .from(bucket)
        .upload("keep/me.bin", new Blob([bytes], { type: "application/octet-stream" }));
      expect(up.error).toBeNull();
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, "storage", bucket, "keep", "me.bin"))).toBe(true);

    const second = await startStack(c);
    try {
      const storage = storageOf(second.apiUrl, c.serviceRoleKey);
      const { data, error } = await storage.from(bucket).download("keep/me.bin");
      expect(error).toBeNull();
      expect(new Uint8Array(await data!.arrayBuffer())).toEqual(bytes);
      const pub = await fetch(storage.from(bucket).getPublicUrl("keep/me.bin").data.publicUrl);
      expect(new Uint8Array(await pub.arrayBuffer())).toEqual(bytes);
      await storage.emptyBucket(bucket);
      await storage.deleteBucket(bucket);
    } finally {
      await second.close();
    }
  }, 120_000);
});
