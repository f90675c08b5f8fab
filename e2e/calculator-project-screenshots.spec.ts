import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { applyVariant, VARIANTS } from "./support/variants";

/**
 * Screenshots of the calculator's project mode for a person to review (screenshots/calculator-project/,
 * git-ignored): light and dark, English and Arabic, phone and desktop.
 */
const AREAS = [
  "product=jalkavach-acrylic-roof-coat&l=10&w=8",
  "product=jalkavach-acrylic-roof-coat&surface=bathroom&l=2.5&w=2",
  "product=jalkavach-acrylic-roof-coat&surface=tank&l=3&w=2&h=1.5",
];
const PATH = `/services/waterproofing-calculator?${AREAS.map((a) => `a=${encodeURIComponent(a)}`).join("&")}`;

for (const variant of VARIANTS) {
  test(`calculator project ${variant.name}`, async ({ page }) => {
    await presetConsent(page);
    await applyVariant(page, variant);
    await page.goto(PATH);
    await expect(page.getByTestId("project-total").first()).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({
      path: `screenshots/calculator-project/${variant.name}.png`,
      fullPage: true,
    });
  });
}
