// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { LANGUAGE_LOADERS } from "./loaders";
import { LANGUAGE_STORAGE_KEY, changeLanguage, currentLanguage, i18n, initI18n } from "./setup";

const translated = (lng: string) => lng in LANGUAGE_LOADERS;

describe("i18n setup", () => {
  it("starts in the stored language, sets html lang/dir and loads only that bundle", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "ur");
    await initI18n();
    expect(currentLanguage()).toBe("ur");
    expect(document.documentElement.lang).toBe("ur");
    expect(document.documentElement.dir).toBe("rtl");
    expect(i18n.hasResourceBundle("en", "translation")).toBe(true);
    expect(i18n.hasResourceBundle("ur", "translation")).toBe(translated("ur"));
    expect(i18n.hasResourceBundle("de", "translation")).toBe(false);
    if (translated("ur")) expect(i18n.t("consent.acceptAll")).not.toBe("Accept All");
  });

  it("switches language, direction and storage together", async () => {
    await initI18n();
    await changeLanguage("de-AT");
    expect(currentLanguage()).toBe("de");
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
    expect(document.documentElement).toHaveAttribute("lang", "de");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("de");
    expect(i18n.hasResourceBundle("de", "translation")).toBe(translated("de"));
  });

  it("falls back to English for unsupported languages and missing keys", async () => {
    await initI18n();
    await changeLanguage("xx-YY");
    expect(currentLanguage()).toBe("en");
    expect(i18n.t("consent.bannerTitle")).toBe("We value your privacy");
    expect(document.documentElement.dir).toBe("ltr");
  });
});
