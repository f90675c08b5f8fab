import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { neutraliseCell, toCsv } from "./csv";

describe("neutraliseCell", () => {
  it.each([
    ['=HYPERLINK("x")', '\'=HYPERLINK("x")'],
    ["+91 98765", "'+91 98765"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["plain", "plain"],
    ["", ""],
  ])("%j -> %j", (input, output) => {
    expect(neutraliseCell(input)).toBe(output);
  });

  it("keeps numbers and empties", () => {
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell(null)).toBe("");
    expect(neutraliseCell(undefined)).toBe("");
    expect(neutraliseCell(Number.NaN)).toBe("");
  });
});

describe("toCsv", () => {
  it("starts with a BOM, quotes what needs it and round-trips", () => {
    const csv = toCsv(
      [
        { name: 'Asha, "Patel"', msg: "line 1\nline 2", n: 3 },
        { name: "=cmd()", msg: "नमस्ते", n: 0 },
      ],
      [
        { header: "Name", value: (r) => r.name },
        { header: "Message", value: (r) => r.msg },
        { header: "Count", value: (r) => r.n },
      ],
    );
    expect(csv.startsWith("\uFEFFName,Message,Count\r\n")).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { newline: "\r\n" }).data;
    expect(parsed).toEqual([
      ["Name", "Message", "Count"],
      ['Asha, "Patel"', "line 1\nline 2", "3"],
      ["'=cmd()", "नमस्ते", "0"],
    ]);
  });
});
