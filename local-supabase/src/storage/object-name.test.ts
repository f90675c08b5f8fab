import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { StorageError } from "./errors";
import {
  checkBucketName,
  decodePathTail,
  normaliseObjectName,
  normalisePrefix,
} from "./object-name";

const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof StorageError && err.httpStatus === 400;
  }
  return false;
};

describe("normaliseObjectName", () => {
  it("strips leading, trailing and doubled slashes like supabase-js", () => {
    expect(normaliseObjectName("/a//b/c.png/")).toBe("a/b/c.png");
    expect(normaliseObjectName("folder/file name (1).txt")).toBe("folder/file name (1).txt");
  });

  it("normalises Unicode to NFC", () => {
    expect(normaliseObjectName("cafe\u0301.txt")).toBe("café.txt");
  });

  it("refuses traversal, control characters, backslashes and drive letters", () => {
    for (const bad of [
      "..",
      "../x",
      "a/../b",
      "a/./b",
      ".",
      "a/..",
      "nul\u0000.txt",
      "tab\tname",
      "a\\..\\b",
      "C:/x",
      "",
      "///",
    ]) {
      expect(
        refused(() => normaliseObjectName(bad)),
        bad,
      ).toBe(true);
    }
  });

  it("refuses over-long keys and segments", () => {
    expect(refused(() => normaliseObjectName("a".repeat(256)))).toBe(true);
    expect(normaliseObjectName("a".repeat(255))).toHaveLength(255);
    expect(
      refused(() =>
        normaliseObjectName(Array.from({ length: 11 }, () => "b".repeat(100)).join("/")),
      ),
    ).toBe(true);
    expect(refused(() => normaliseObjectName("é".repeat(128)))).toBe(true);
  });

  it("never returns a name that could leave its bucket", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a", ".", "..", "/", "\\", "%2e", "é", " ", "\u0000")),
        (parts) => {
          const raw = parts.join("");
          let name: string;
          try {
            name = normaliseObjectName(raw);
          } catch (err) {
            expect(err).toBeInstanceOf(StorageError);
            return;
          }
          expect(name.startsWith("/")).toBe(false);
          expect(name.split("/")).not.toContain("..");
          expect(name.split("/")).not.toContain(".");
          expect(name.includes("\u0000") || name.includes("\\")).toBe(false);
        },
      ),
    );
  });
});

describe("prefixes, path tails and bucket names", () => {
  it("accepts an empty prefix and checks others like names", () => {
    expect(normalisePrefix(undefined)).toBe("");
    expect(normalisePrefix("/")).toBe("");
    expect(normalisePrefix("a/b/")).toBe("a/b");
    expect(refused(() => normalisePrefix("../"))).toBe(true);
    expect(refused(() => normalisePrefix(5))).toBe(true);
  });

  it("decodes percent escapes and refuses malformed ones", () => {
    expect(decodePathTail("a%20b%2Fc")).toBe("a b/c");
    expect(refused(() => decodePathTail("%E0%A4%A"))).toBe(true);
  });

  it("checks bucket names", () => {
    expect(checkBucketName("media")).toBe("media");
    expect(checkBucketName("My Bucket-1")).toBe("My Bucket-1");
    for (const bad of ["", "..", ".hidden", "a/b", "a\\b", " x", "x".repeat(101), 5, "ü"]) {
      expect(
        refused(() => checkBucketName(bad)),
        String(bad),
      ).toBe(true);
    }
  });
});
