import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";

/**
 * Screenshots of /enquiry for review (not assertions of looks): empty and with lines, light and
 * dark, English and Arabic, phone and desktop, written to SCREENSHOT_DIR (default screenshots/enquiry/).
 */
const DIR = process.env.SCREENSHOT_DIR ?? "screenshots/enquiry";
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

test.describe.configure({ timeout: 300_000 });

for (const scheme of ["light", "dark"] as const) {
  for (const lng of ["en", "ar"] as const) {
    test(`enquiry ${scheme} ${lng}`, async ({ page }) => {
      await presetConsent(page);
      await page.emulateMedia({ colorScheme: scheme });
      const prefix = lng === "en" ? "" : `/${lng}`;
      for (const [name, size] of Object.entries(SIZES)) {
        await page.setViewportSize(size);
        await page.goto(`${prefix}/enquiry`);
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await page.waitForLoadState("networkidle");
        await page.screenshot({
          path: `${DIR}/empty-${scheme}-${lng}-${name}.png`,
          fullPage: true,
        });
        await page.goto(`${prefix}/products`);
        for (const index of [0, 1]) {
          await page.getByTestId("add-to-enquiry").nth(index).click();
          await page.getByTestId("add-to-enquiry-submit").click();
          await expect(page.getByTestId("add-to-enquiry-dialog")).toHaveCount(0);
        }
        await page.goto(`${prefix}/enquiry`);
        await expect(page.getByTestId("enquiry-line")).toHaveCount(2);
        await page.waitForLoadState("networkidle");
        await page.screenshot({
          path: `${DIR}/lines-${scheme}-${lng}-${name}.png`,
          fullPage: true,
        });
      }
    });
  }
}
