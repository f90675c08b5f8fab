import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { applyVariant, VARIANTS } from "./support/variants";

/** Full-page screenshots of the home, services, about and privacy pages for a person to review. */
const PAGES = [
  { name: "home", path: "/" },
  { name: "services", path: "/services" },
  { name: "service-detail", path: "/services/terrace-waterproofing" },
  { name: "service-not-found", path: "/services/no-such-service" },
  { name: "about", path: "/about" },
  { name: "privacy", path: "/privacy-policy" },
] as const;

for (const variant of VARIANTS) {
  test(`home pages ${variant.name}`, async ({ page }) => {
    test.setTimeout(90_000);
    await presetConsent(page);
    await applyVariant(page, variant);
    await page.emulateMedia({ colorScheme: variant.scheme, reducedMotion: "reduce" });
    for (const { name, path } of PAGES) {
      await page.goto(path);
      await expect(page.locator("main h1")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `screenshots/home/${name}-${variant.name}.png`,
        fullPage: true,
      });
    }
  });
}
