import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { applyVariant, VARIANTS } from "./support/variants";

/**
 * Screenshots of the enquiry pages for a person to review (screenshots/enquiry/, git-ignored):
 * light and dark, English and Arabic, phone and desktop.
 */
const PAGES = [
  {
    name: "calculator",
    path: "/services/waterproofing-calculator?product=jalkavach-acrylic-roof-coat&l=10&w=8&h=0.3",
    ready: "result-packs",
  },
  { name: "transport", path: "/transport", ready: "transport-results" },
  { name: "exports", path: "/exports", ready: "export-figures" },
  { name: "contact", path: "/contact", ready: "contact-details" },
] as const;

const only = process.env.ENQUIRY_PAGES?.split(",");

for (const p of PAGES.filter((p) => !only || only.includes(p.name))) {
  for (const variant of VARIANTS) {
    test(`${p.name} ${variant.name}`, async ({ page }) => {
      await presetConsent(page);
      await applyVariant(page, variant);
      await page.goto(p.path);
      await expect(page.getByTestId(p.ready).first()).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `screenshots/enquiry/${p.name}-${variant.name}.png`,
        fullPage: true,
      });
    });
  }
}
