import { describe, expect, it } from "vitest";
import { contentRange, rangeStatus } from "./respond";
import { toCsv } from "./csv";

describe("Content-Range and status", () => {
  it("formats ranges as PostgREST does", () => {
    expect(contentRange(0, 19, 100)).toBe("0-19/100");
    expect(contentRange(0, 9, null)).toBe("0-9/*");
    expect(contentRange(0, -1, 0)).toBe("*/0");
    expect(contentRange(1, 0, null)).toBe("*/*");
  });

  it("answers 206 for a partial page, 416 past the end, else 200", () => {
    expect(rangeStatus(0, 9, 100)).toBe(206);
    expect(rangeStatus(0, 99, 100)).toBe(200);
    expect(rangeStatus(0, 9, null)).toBe(200);
    expect(rangeStatus(101, 100, 100)).toBe(416);
  });
});

describe("toCsv", () => {
  it("quotes what needs quoting and prints JSON values as JSON", () => {
    expect(toCsv([{ a: 1, b: 'x,"y"', c: null, d: { k: [1] } }])).toBe(
      'a,b,c,d\n1,"x,""y""",,"{""k"":[1]}"',
    );
    expect(toCsv([])).toBe("");
  });
});
