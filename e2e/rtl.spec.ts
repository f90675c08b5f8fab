import { expect, test, type Page } from "./support/test";
import { waitForApp } from "./support/hydration";
import { presetConsent } from "./support/consent";

async function useLanguage(page: Page, lng: string) {
  await page.addInitScript((code) => localStorage.setItem("i18nextLng", code), lng);
}

const html = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

test.describe("right-to-left languages", () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  for (const lng of ["ar", "ur"]) {
    test(`${lng} lays the page out right to left`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await useLanguage(page, lng);
      await page.goto("/");
      await expect.poll(() => html(page)).toEqual({ lang: lng, dir: "rtl" });
      // The brand sits at the start of the header: the right-hand side in rtl.
      const brand = await page.getByRole("banner").getByRole("link").first().boundingBox();
      expect(brand).not.toBeNull();
      expect(brand!.x).toBeGreaterThan(640);
    });
  }

  test("English stays left to right, brand on the left", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await useLanguage(page, "en");
    await page.goto("/");
    expect(await html(page)).toEqual({ lang: "en", dir: "ltr" });
    const brand = await page.getByRole("banner").getByRole("link").first().boundingBox();
    expect(brand!.x).toBeLessThan(640);
  });

  test("the switcher lists every language by its own name and switches to rtl", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await useLanguage(page, "en");
    await page.goto("/");
    await page.getByTestId("language-switcher").first().click();
    const items = page.getByRole("menuitemradio");
    await expect(items).toHaveCount(30);
    for (const name of ["English", "हिन्दी", "العربية", "اردو", "中文", "Kiswahili", "ଓଡ଼ିଆ"]) {
      await expect(page.getByRole("menuitemradio", { name, exact: true })).toBeVisible();
    }
    await page.getByRole("menuitemradio", { name: "اردو", exact: true }).click();
    await expect.poll(() => html(page)).toEqual({ lang: "ur", dir: "rtl" });
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("ur");
  });

  test("the mobile menu has the language switcher too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, "en");
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByTestId("language-switcher").click();
    await expect(page.getByRole("menuitemradio", { name: "العربية", exact: true })).toBeVisible();
  });
});
