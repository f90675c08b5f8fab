import { Droplets, House, Ship } from "lucide-react";
import { describe, expect, it } from "vitest";
import { DEFAULT_ICON, iconFor } from "./content-icons";

describe("iconFor", () => {
  it("maps known lucide names", () => {
    expect(iconFor("droplets")).toBe(Droplets);
    expect(iconFor("house")).toBe(House);
    expect(iconFor(" Ship ")).toBe(Ship);
  });

  it("falls back to the default icon", () => {
    expect(iconFor(null)).toBe(DEFAULT_ICON);
    expect(iconFor("")).toBe(DEFAULT_ICON);
    expect(iconFor("no-such-icon")).toBe(DEFAULT_ICON);
    expect(iconFor("constructor")).toBe(DEFAULT_ICON);
  });
});
