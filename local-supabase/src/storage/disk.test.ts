import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DiskStore } from "./disk";
import { StorageError } from "./errors";

const root = mkdtempSync(path.join(os.tmpdir(), "disk-store-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const disk = new DiskStore(path.join(root, "storage"));

describe("DiskStore", () => {
  it("writes atomically through a staged file and reads the same bytes back", async () => {
    const bytes = Uint8Array.from([1, 2, 3, 250]);
    await disk.write("b", "dir/file.bin", bytes);
    expect(
      new Uint8Array(readFileSync(path.join(root, "storage", "b", "dir", "file.bin"))),
    ).toEqual(bytes);
    expect(new Uint8Array((await disk.read("b", "dir/file.bin"))!)).toEqual(bytes);
    expect(readdirSync(path.join(root, "storage", ".tmp"))).toEqual([]);
    expect(await disk.read("b", "missing")).toBeNull();
  });

  it("copies, moves and removes", async () => {
    await disk.write("b", "a.txt", new TextEncoder().encode("a"));
    await disk.copy("b", "a.txt", "c", "copy.txt");
    await disk.move("b", "a.txt", "b", "moved/a.txt");
    expect((await disk.read("c", "copy.txt"))?.toString()).toBe("a");
    expect((await disk.read("b", "moved/a.txt"))?.toString()).toBe("a");
    expect(await disk.read("b", "a.txt")).toBeNull();
    await disk.remove("b", "moved/a.txt");
    expect(await disk.size("b", "moved/a.txt")).toBeNull();
  });

  it("refuses paths that leave the root even if a bad name slipped through", () => {
    expect(() => disk.resolve("b", "../../escape")).toThrow();
    expect(() => disk.resolve("..", "x")).toThrow();
    expect(() => disk.resolve("b", "/etc/passwd")).toThrow();
  });

  it("answers a file/folder clash with a 400", async () => {
    await disk.write("k", "x", new TextEncoder().encode("file"));
    await expect(disk.write("k", "x/y", new TextEncoder().encode("under"))).rejects.toBeInstanceOf(
      StorageError,
    );
  });
});
