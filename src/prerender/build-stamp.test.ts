import { describe, expect, it } from "vitest";
import { parseBuildStamp } from "./build-stamp";

describe("parseBuildStamp", () => {
  it("reads a stamp the build wrote", () => {
    const stamp = { builtAt: "2026-11-28T10:00:00.000Z", contentChangedAt: "2026-11-28T09:59:00Z" };
    expect(parseBuildStamp(stamp)).toEqual(stamp);
    expect(parseBuildStamp({ ...stamp, contentChangedAt: null })).toEqual({
      ...stamp,
      contentChangedAt: null,
    });
  });

  it("refuses what is not a stamp (a dev server's HTML, a broken file)", () => {
    expect(parseBuildStamp(null)).toBeNull();
    expect(parseBuildStamp("<!doctype html>")).toBeNull();
    expect(parseBuildStamp({ builtAt: "yesterday", contentChangedAt: null })).toBeNull();
    expect(parseBuildStamp({ builtAt: "2026-11-28T10:00:00Z", contentChangedAt: 5 })).toBeNull();
  });
});
