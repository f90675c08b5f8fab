import { describe, expect, it } from "vitest";
import { atWidth, fitWithin } from "./resize-image";

describe("fitWithin", () => {
  it("brings the longest side down to 1600 px, keeping the proportions", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(8000, 10)).toEqual({ width: 1600, height: 2 });
  });

  it("never enlarges a smaller image", () => {
    expect(fitWithin(1200, 900)).toEqual({ width: 1200, height: 900 });
  });
});

describe("atWidth", () => {
  it("gives a copy's height for its width", () => {
    expect(atWidth({ width: 1600, height: 1200 }, 400)).toEqual({ width: 400, height: 300 });
    expect(atWidth({ width: 1200, height: 1600 }, 800)).toEqual({ width: 800, height: 1067 });
  });
});
