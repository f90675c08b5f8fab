import { describe, expect, it } from "vitest";
import { BOM, csvCell, parseBool, parseCsv, splitList, toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with a byte-order mark and quotes commas, quotes and newlines", () => {
    const text = toCsv(
      [{ name: 'Seal "Pro", 20 kg', note: "line 1\nline 2", n: 3 }],
      ["name", "note", "n"],
    );
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.slice(1)).toBe('name,note,n\r\n"Seal ""Pro"", 20 kg","line 1\nline 2",3');
  });

  it("keeps negative numbers as numbers and neutralises formula text", () => {
    const text = toCsv([{ n: -1000, f: "=1+2", list: ["-a", "b"] }], ["n", "f", "list"]);
    expect(text.slice(1)).toBe("n,f,list\r\n-1000,'=1+2,'-a; b");
  });

  it("neutralises formula cells with a leading apostrophe", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(csvCell("+91 98")).toBe("'+91 98");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("safe")).toBe("safe");
    expect(csvCell(-5)).toBe("-5");
  });

  it("writes lists, objects, booleans and nulls", () => {
    expect(csvCell(["a", "b"])).toBe("a; b");
    expect(csvCell([{ key: "k", value: "v" }])).toBe('[{"key":"k","value":"v"}]');
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
  });
});

describe("parseCsv", () => {
  it("reads what toCsv writes, BOM and all", () => {
    const rows = [
      { name: 'A "q", b', note: "x\ny" },
      { name: "C", note: "" },
    ];
    const parsed = parseCsv(toCsv(rows, ["name", "note"]));
    expect(parsed.columns).toEqual(["name", "note"]);
    expect(parsed.rows).toEqual(rows);
    expect(parsed.errors).toEqual([]);
  });

  it("skips blank lines and trims headers", () => {
    const parsed = parseCsv(" name ,city\r\nA,Pune\r\n\r\nB,Surat\r\n");
    expect(parsed.rows).toEqual([
      { name: "A", city: "Pune" },
      { name: "B", city: "Surat" },
    ]);
  });

  it("reports rows it cannot read", () => {
    const parsed = parseCsv('name,city\n"unclosed,Pune\n');
    expect(parsed.errors.length).toBeGreaterThan(0);
  });
});

describe("list and boolean cells", () => {
  it("splits lists and reads booleans", () => {
    expect(splitList("a; b;;c")).toEqual(["a", "b", "c"]);
    expect(splitList(undefined)).toEqual([]);
    expect(parseBool("Yes", false)).toBe(true);
    expect(parseBool("0", true)).toBe(false);
    expect(parseBool("", true)).toBe(true);
    expect(parseBool("maybe", true)).toBe("maybe");
  });
});
