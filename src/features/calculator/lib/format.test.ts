import { describe, expect, it } from "vitest";
import { formatNumber } from "./format";
import { roundQuantity } from "./units";

describe("formatNumber", () => {
  it("uses the visitor's language", () => {
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
    expect(formatNumber(1234.5, "de")).toBe("1.234,5");
    expect(formatNumber(roundQuantity(149.82), "en")).toBe("149.8");
  });

  it("never prints NaN or Infinity", () => {
    expect(formatNumber(Number.NaN, "en")).toBe("–");
    expect(formatNumber(Number.POSITIVE_INFINITY, "en")).toBe("–");
  });

  it("falls back to English for an unknown tag", () => {
    expect(formatNumber(2.5, "not a tag!")).toBe("2.5");
  });
});
