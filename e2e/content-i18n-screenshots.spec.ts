import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";

/** Seeded pages in translated languages, phone and desktop, for a person to review (issue 15). */
const LANGUAGES = ["hi", "gu", "ta", "ar", "ur"];
const WIDTHS = [390, 1280];
const PAGES = [
  { name: "product", path: "/products/jalkavach-acrylic-roof-coat" },
  { name: "products", path: "/products" },
  { name: "home", path: "/" },
  { name: "service", path: "/services/terrace-waterproofing" },
];

for (const lng of LANGUAGES) {
  test(`catalogue content in ${lng}`, async ({ page }) => {
    test.setTimeout(180_000);
    await presetConsent(page);
    await page.addInitScript((code) => localStorage.setItem("i18nextLng", code), lng);
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const { name, path } of PAGES) {
        await page.goto(path);
        await expect(page.locator("main h1")).toBeVisible();
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(300);
        await page.screenshot({
          path: `screenshots/h2/${name}-${lng}-${width}.png`,
          fullPage: name !== "home",
        });
      }
    }
  });
}
