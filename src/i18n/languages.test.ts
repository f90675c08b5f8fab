import { describe, expect, it } from "vitest";
import { LANGUAGES, directionOf, toSupportedLanguage } from "./languages";

describe("language registry", () => {
  it("lists the spec's 30 languages in order, each with its own name", () => {
    expect(LANGUAGES.map((l) => l.code).join(" ")).toBe(
      "en hi es fr ar zh pt ru ja de bn gu ta te mr kn ml pa or as ur tr vi th ko id it nl pl sw",
    );
    expect(new Set(LANGUAGES.map((l) => l.name)).size).toBe(30);
    for (const l of LANGUAGES) expect(l.name.trim()).not.toBe("");
  });

  it("is right-to-left for Arabic and Urdu only", () => {
    expect(LANGUAGES.filter((l) => l.dir === "rtl").map((l) => l.code)).toEqual(["ar", "ur"]);
    expect(directionOf("ar-EG")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });

  it("maps tags to supported codes with English as the default", () => {
    expect(toSupportedLanguage("pt-BR")).toBe("pt");
    expect(toSupportedLanguage("ZH_hant")).toBe("zh");
    expect(toSupportedLanguage("xx")).toBe("en");
    expect(toSupportedLanguage(undefined)).toBe("en");
  });
});
