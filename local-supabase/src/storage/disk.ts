import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { copyFile, mkdir, open, readFile, rename, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { StackConfig } from "../config";
import { storageErrors } from "./errors";

const PATH_CLASHES = new Set(["ENOTDIR", "EISDIR", "EEXIST", "ENOTEMPTY"]);

/** A name whose folder is an object (or the reverse) cannot live on disk: the client's 400. */
async function placing<T>(name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (PATH_CLASHES.has((err as NodeJS.ErrnoException).code ?? "")) {
      throw storageErrors.invalidKey(name);
    }
    throw err;
  }
}

/**
 * Object bytes on disk at `<root>/<bucket>/<object-name>`. Names reaching here were normalised
 * (see object-name.ts); `resolve` still refuses anything that would land outside the root.
 * Writes go to a temporary file in `<root>/.tmp` and are renamed into place.
 */
export class DiskStore {
  constructor(readonly root: string) {}

  /** `<dataDir>/storage`, or a per-process temporary folder (removed at exit) without one. */
  static forConfig(config: StackConfig): DiskStore {
    if (config.dataDir) return new DiskStore(path.join(config.dataDir, "storage"));
    const root = mkdtempSync(path.join(os.tmpdir(), "local-supabase-storage-"));
    process.once("exit", () => rmSync(root, { recursive: true, force: true }));
    return new DiskStore(root);
  }

  resolve(bucket: string, name: string): string {
    const bucketDir = path.resolve(this.root, bucket);
    const file = path.resolve(bucketDir, name);
    if (
      path.dirname(bucketDir) !== path.resolve(this.root) ||
      !file.startsWith(bucketDir + path.sep)
    ) {
      throw new Error("object path escapes the storage root");
    }
    return file;
  }

  /** Writes to a temporary file; `commit` renames it into place, `discard` removes it. */
  async stage(bytes: Uint8Array): Promise<{ tmp: string; discard: () => Promise<void> }> {
    const dir = path.join(this.root, ".tmp");
    await mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `${Date.now()}-${randomBytes(8).toString("hex")}`);
    const handle = await open(tmp, "w");
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return { tmp, discard: () => rm(tmp, { force: true }) };
  }

  async commit(tmp: string, bucket: string, name: string): Promise<void> {
    const file = this.resolve(bucket, name);
    await placing(name, async () => {
      await mkdir(path.dirname(file), { recursive: true });
      await rename(tmp, file);
    });
  }

  async write(bucket: string, name: string, bytes: Uint8Array): Promise<void> {
    const { tmp } = await this.stage(bytes);
    await this.commit(tmp, bucket, name);
  }

  async read(bucket: string, name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(bucket, name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  async size(bucket: string, name: string): Promise<number | null> {
    try {
      return (await stat(this.resolve(bucket, name))).size;
    } catch {
      return null;
    }
  }

  /** Copies through a staged file so the destination appears atomically. */
  async copy(fromBucket: string, from: string, toBucket: string, to: string): Promise<void> {
    const dir = path.join(this.root, ".tmp");
    await mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `${Date.now()}-${randomBytes(8).toString("hex")}`);
    await copyFile(this.resolve(fromBucket, from), tmp);
    await this.commit(tmp, toBucket, to);
  }

  async move(fromBucket: string, from: string, toBucket: string, to: string): Promise<void> {
    const target = this.resolve(toBucket, to);
    await placing(to, async () => {
      await mkdir(path.dirname(target), { recursive: true });
      await rename(this.resolve(fromBucket, from), target);
    });
  }

  async remove(bucket: string, name: string): Promise<void> {
    await rm(this.resolve(bucket, name), { force: true });
  }

  async removeBucket(bucket: string): Promise<void> {
    const dir = path.resolve(this.root, bucket);
    if (path.dirname(dir) !== path.resolve(this.root)) return;
    await rm(dir, { recursive: true, force: true });
  }
}
