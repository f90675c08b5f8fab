import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { createSignedInUser, useSession } from "./support/users";
import { TABLET } from "./support/variants";

/**
 * Screenshots of /admin/settings for review (not assertions of looks): light and dark, English
 * and Arabic, phone, tablet and desktop, written to SCREENSHOT_DIR (default screenshots/settings/).
 */
const DIR = process.env.SCREENSHOT_DIR ?? "screenshots/settings";
const SIZES = {
  phone: { width: 390, height: 844 },
  tablet: TABLET,
  desktop: { width: 1280, height: 900 },
};

test.describe.configure({ timeout: 300_000 });

for (const scheme of ["light", "dark"] as const) {
  for (const lng of ["en", "ar"] as const) {
    test(`company settings ${scheme} ${lng}`, async ({ page }) => {
      await presetConsent(page);
      await useSession(page, await createSignedInUser("admin"));
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript((l) => localStorage.setItem("i18nextLng", l), lng);
      for (const [name, size] of Object.entries(SIZES)) {
        await page.setViewportSize(size);
        await page.goto("/admin/settings");
        await expect(page.locator("#admin-main form").first()).toBeVisible();
        await expect(page.locator("#admin-main aside").first()).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({
          path: `${DIR}/settings-${scheme}-${lng}-${name}.png`,
          fullPage: true,
        });
      }
    });
  }
}
