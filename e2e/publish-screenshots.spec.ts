import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { createSignedInUser, useSession } from "./support/users";
import { TABLET } from "./support/variants";

/**
 * Screenshots of the dashboard's publish control for review (not assertions of looks): light and
 * dark, English and Arabic, phone, tablet and desktop, written to SCREENSHOT_DIR
 * (default screenshots/publish/).
 */
const DIR = process.env.SCREENSHOT_DIR ?? "screenshots/publish";
const SIZES = {
  phone: { width: 390, height: 844 },
  tablet: TABLET,
  desktop: { width: 1280, height: 900 },
};

test.describe.configure({ timeout: 300_000 });

for (const scheme of ["light", "dark"] as const) {
  for (const lng of ["en", "ar"] as const) {
    test(`publish control ${scheme} ${lng}`, async ({ page }) => {
      await presetConsent(page);
      await useSession(page, await createSignedInUser("admin"));
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript((l) => localStorage.setItem("i18nextLng", l), lng);
      for (const [name, size] of Object.entries(SIZES)) {
        await page.setViewportSize(size);
        await page.goto("/admin");
        const card = page.locator("[role=region][aria-labelledby=publish-title]");
        await expect(card.getByTestId("publish-state")).toBeVisible({ timeout: 20_000 });
        await page.waitForTimeout(300);
        await card.screenshot({ path: `${DIR}/publish-${scheme}-${lng}-${name}.png` });
        await page.screenshot({
          path: `${DIR}/dashboard-${scheme}-${lng}-${name}.png`,
        });
      }
    });
  }
}
