import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { VARIANTS, applyVariant } from "./support/variants";

/** Screenshots of the catalogue pages for a person to review (screenshots/catalogue/). */
const PAGES = [
  { name: "products", path: "/products", ready: "main article" },
  { name: "product", path: "/products/neershield-flex-2k", ready: "main table" },
  { name: "product-not-found", path: "/products/no-such-product", ready: "main h1" },
  { name: "not-found", path: "/no/such/page", ready: "main form" },
] as const;

for (const variant of VARIANTS) {
  test(`catalogue screens ${variant.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    await presetConsent(page);
    await applyVariant(page, variant);
    for (const shot of PAGES) {
      await page.goto(shot.path);
      await expect(page.locator("html")).toHaveAttribute("lang", variant.lng);
      await expect(page.locator(shot.ready).first()).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await page.waitForTimeout(300);
      const file = `screenshots/catalogue/${shot.name}-${variant.name}`;
      await page.screenshot({ path: `${file}.png`, fullPage: true });
      if (variant.size.width < 600) {
        // Long phone pages are also saved in parts that stay readable when viewed.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, part = 1; y < height && part <= 4; y += 1400, part++) {
          await page.screenshot({
            path: `${file}-part${part}.png`,
            fullPage: true,
            clip: { x: 0, y, width: variant.size.width, height: Math.min(1400, height - y) },
          });
        }
      }
    }
  });
}
