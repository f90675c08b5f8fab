import { describe, expect, it } from "vitest";
import { parseGoDuration } from "./duration";

describe("parseGoDuration", () => {
  it("parses Go durations", () => {
    expect(parseGoDuration("24h")).toBe(86_400_000);
    expect(parseGoDuration("1h30m")).toBe(5_400_000);
    expect(parseGoDuration("1.5s")).toBe(1500);
  });
  it("refuses anything else", () => {
    expect(parseGoDuration("")).toBeNull();
    expect(parseGoDuration("1d")).toBeNull();
    expect(parseGoDuration("h")).toBeNull();
    expect(parseGoDuration("10")).toBeNull();
  });
});
