import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/i18n/languages";
import { hasOgLocale, ogLocales } from "./og-locale";

describe("Open Graph locales", () => {
  it("name every site language in language_TERRITORY form, each once", () => {
    for (const l of LANGUAGES) expect(hasOgLocale(l.code), l.code).toBe(true);
    const all = LANGUAGES.map((l) => ogLocales(l.code).locale);
    for (const [i, locale] of all.entries()) {
      expect(locale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      expect(locale.slice(0, 2)).toBe(LANGUAGES[i]!.code);
    }
    expect(new Set(all).size).toBe(LANGUAGES.length);
  });

  it("give the page's own locale and the 29 others as alternates", () => {
    const { locale, alternates } = ogLocales("ja");
    expect(locale).toBe("ja_JP");
    expect(alternates).toHaveLength(LANGUAGES.length - 1);
    expect(alternates).not.toContain("ja_JP");
    expect(alternates).toContain("sw_KE");
  });
});
