import { describe, expect, it } from "vitest";
import {
  needsTranslation,
  toContentLanguage,
  translationFilters,
  translationsEmbed,
} from "./content-language";

describe("content language", () => {
  it("maps any tag to a site language, English by default", () => {
    expect(toContentLanguage("gu")).toBe("gu");
    expect(toContentLanguage("ar-EG")).toBe("ar");
    expect(toContentLanguage("xx")).toBe("en");
    expect(toContentLanguage(undefined)).toBe("en");
  });

  it("embeds and filters translations for every language but English", () => {
    expect(needsTranslation("en")).toBe(false);
    expect(translationsEmbed("product_translations", ["name"], "en")).toBe("");
    expect(translationFilters("en", ["", "category"])).toEqual([]);

    expect(needsTranslation("ta")).toBe(true);
    expect(translationsEmbed("product_translations", ["name", "description"], "ta")).toBe(
      ", translations:product_translations(name, description)",
    );
    expect(translationFilters("ta", ["", "category"])).toEqual([
      ["translations.language", "ta"],
      ["category.translations.language", "ta"],
    ]);
  });
});
