import { presetConsent } from "./support/consent";
import { expect, test } from "./support/test";

/**
 * The translated catalogue in scripts the Latin fonts do not cover, for a person to look at
 * (`npm run screenshots`; saved under screenshots/, git-ignored): missing glyphs, overflow, wrapping.
 */
const LANGUAGES = ["es", "zh", "ja", "ko", "th", "ml", "sw"];
const PAGES = [
  { name: "home", path: "" },
  { name: "product", path: "/products/neershield-crystal-slurry" },
  { name: "service", path: "/services/terrace-waterproofing" },
];
const VARIANTS = [
  { name: "light-desktop", scheme: "light", size: { width: 1280, height: 800 } },
  { name: "dark-desktop", scheme: "dark", size: { width: 1280, height: 800 } },
  { name: "light-phone", scheme: "light", size: { width: 390, height: 844 } },
  { name: "dark-phone", scheme: "dark", size: { width: 390, height: 844 } },
] as const;

for (const lng of LANGUAGES) {
  test(`catalogue in ${lng}`, async ({ page }) => {
    test.setTimeout(120_000);
    await presetConsent(page);
    for (const variant of VARIANTS) {
      await page.setViewportSize(variant.size);
      await page.emulateMedia({ colorScheme: variant.scheme });
      for (const p of PAGES) {
        await page.goto(`/${lng}${p.path}`);
        await expect(page.locator("html")).toHaveAttribute("lang", lng);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({
          path: `screenshots/catalogue-${lng}-${p.name}-${variant.name}.png`,
          fullPage: p.name !== "home",
        });
      }
    }
  });
}
