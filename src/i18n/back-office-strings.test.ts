import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "./locales/en";
import backOffice from "./locales/en/back-office";
import { BACK_OFFICE_SECTIONS, PAGE_SECTIONS, SECTIONS } from "./sections";

beforeAll(async () => {
  await i18n.init({
    lng: "en",
    fallbackLng: "en",
    resources: { en: { translation: en } },
    initAsync: false,
  });
});

describe("English split", () => {
  it("bundles the shared sections in the entry, the back-office and page ones apart, none lost", () => {
    expect(Object.keys(backOffice).sort()).toEqual([...BACK_OFFICE_SECTIONS].sort());
    for (const section of [...BACK_OFFICE_SECTIONS, ...PAGE_SECTIONS]) {
      expect(en).not.toHaveProperty(section);
    }
    expect([...Object.keys(en), ...Object.keys(backOffice), ...PAGE_SECTIONS].sort()).toEqual(
      [...SECTIONS].sort(),
    );
  });

  it("adds the back-office sections to i18next when their code loads", async () => {
    expect(i18n.exists("auth.signInTitle")).toBe(false);
    expect(i18n.t("nav.login")).not.toBe("nav.login");
    await import("./back-office-strings");
    expect(i18n.exists("auth.signInTitle")).toBe(true);
    expect(i18n.t("consent.bannerTitle")).toBe("We value your privacy");
  });

  it("adds a page's section when its code loads", async () => {
    expect(i18n.exists("calculator.title")).toBe(false);
    expect(i18n.exists("privacy.title")).toBe(false);
    await import("@/features/calculator/english-strings");
    await import("@/features/company/english-strings");
    expect(i18n.t("calculator.title")).toBe("Waterproofing Calculator");
    expect(i18n.t("privacy.title")).toBe("Privacy Policy");
  });
});
