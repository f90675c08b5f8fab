import { describe, expect, it } from "vitest";
import { addressLines, parseFigures, toParagraphs } from "./figures";

describe("parseFigures", () => {
  it("keeps well-formed figures in order, trimmed", () => {
    expect(
      parseFigures([
        { value: " 25+ ", label: "Years" },
        { value: "1,200+", label: "Projects " },
      ]),
    ).toEqual([
      { value: "25+", label: "Years" },
      { value: "1,200+", label: "Projects" },
    ]);
  });

  it("parses JSON text", () => {
    expect(parseFigures('[{"value":"15+","label":"Countries"}]')).toEqual([
      { value: "15+", label: "Countries" },
    ]);
  });

  it("drops unusable entries and values", () => {
    expect(parseFigures(null)).toEqual([]);
    expect(parseFigures("not json")).toEqual([]);
    expect(parseFigures({ value: "1", label: "x" })).toEqual([]);
    expect(
      parseFigures([
        null,
        "25+",
        { value: 25, label: "Years" },
        { value: "", label: "Empty" },
        { value: "9", label: "  " },
        { value: "9", label: "Kept" },
      ]),
    ).toEqual([{ value: "9", label: "Kept" }]);
  });
});

describe("toParagraphs", () => {
  it("splits on blank lines and trims", () => {
    expect(toParagraphs("One\nstill one.\n\n  Two  \r\n\r\nThree\n \n")).toEqual([
      "One\nstill one.",
      "Two",
      "Three",
    ]);
    expect(toParagraphs(null)).toEqual([]);
    expect(toParagraphs("   ")).toEqual([]);
  });
});

describe("addressLines", () => {
  it("joins the parts that exist", () => {
    expect(
      addressLines({
        address_line1: "Plot 14",
        address_line2: null,
        city: "Ahmedabad",
        state: "Gujarat",
        postal_code: "382415",
        country: "India",
      }),
    ).toEqual(["Plot 14", "Ahmedabad, Gujarat 382415", "India"]);
    expect(
      addressLines({
        address_line1: null,
        address_line2: " ",
        city: null,
        state: null,
        postal_code: null,
        country: null,
      }),
    ).toEqual([]);
  });
});
