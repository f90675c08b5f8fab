import { describe, expect, it } from "vitest";
import { parseRange } from "./range";

describe("parseRange", () => {
  it("serves the whole file without a usable header", () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: "full" });
    expect(parseRange("bytes=-", 100)).toEqual({ kind: "full" });
    expect(parseRange("items=0-5", 100)).toEqual({ kind: "full" });
    expect(parseRange("bytes=0-1,5-6", 100)).toEqual({ kind: "full" });
  });

  it("reads start-end, open-ended and suffix ranges, clamped to the size", () => {
    expect(parseRange("bytes=10-19", 100)).toEqual({ kind: "partial", start: 10, end: 19 });
    expect(parseRange("bytes=90-", 100)).toEqual({ kind: "partial", start: 90, end: 99 });
    expect(parseRange("bytes=-5", 100)).toEqual({ kind: "partial", start: 95, end: 99 });
    expect(parseRange("bytes=-500", 100)).toEqual({ kind: "partial", start: 0, end: 99 });
    expect(parseRange("bytes=50-5000", 100)).toEqual({ kind: "partial", start: 50, end: 99 });
  });

  it("reports ranges outside the file", () => {
    expect(parseRange("bytes=100-", 100)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=20-10", 100)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-0", 100)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
  });
});
