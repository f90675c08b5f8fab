import { describe, expect, it } from "vitest";
import { platformName } from "./platforms";

describe("platformName", () => {
  it("names known platforms and title-cases others", () => {
    expect(platformName("linkedin")).toBe("LinkedIn");
    expect(platformName("twitter")).toBe("X");
    expect(platformName("YouTube")).toBe("YouTube");
    expect(platformName("google_business")).toBe("Google Business");
    expect(platformName("constructor")).toBe("Constructor");
  });
});
