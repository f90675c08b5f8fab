import { describe, expect, it } from "vitest";
import { SLUG_MAX, SLUG_RE, slugify } from "./slug";

describe("slugify", () => {
  it("lowercases, joins words with single dashes and trims them", () => {
    expect(slugify("Jal Seal 2K — Primer!")).toBe("jal-seal-2k-primer");
    expect(slugify("  --Roof   Coat--  ")).toBe("roof-coat");
    expect(slugify("Tiles & Grout")).toBe("tiles-and-grout");
  });
  it("drops accents and scripts it cannot spell", () => {
    expect(slugify("Crème Brûlée")).toBe("creme-brulee");
    expect(slugify("जलरक्षा")).toBe("");
  });
  it("always satisfies the database's slug check", () => {
    for (const name of ["A", "a b c", "x".repeat(300), `${"word ".repeat(60)}end`]) {
      const s = slugify(name);
      expect(s).toMatch(SLUG_RE);
      expect(s.length).toBeLessThanOrEqual(SLUG_MAX);
    }
  });
});
