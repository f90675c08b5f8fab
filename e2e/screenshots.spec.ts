import { expect, test, type Page } from "./support/test";
import { ensureActiveWhatsApp } from "./support/rest";

/** Screenshots of the overlays for a person to review (saved under screenshots/, git-ignored). */
const VARIANTS = [
  { name: "light-en-desktop", scheme: "light", lng: "en", size: { width: 1280, height: 800 } },
  { name: "dark-en-phone", scheme: "dark", lng: "en", size: { width: 390, height: 844 } },
  { name: "light-ar-phone", scheme: "light", lng: "ar", size: { width: 390, height: 844 } },
  { name: "dark-ar-desktop", scheme: "dark", lng: "ar", size: { width: 1280, height: 800 } },
] as const;

async function prepare(page: Page, variant: (typeof VARIANTS)[number]) {
  await page.setViewportSize(variant.size);
  await page.emulateMedia({ colorScheme: variant.scheme });
  await page.addInitScript((lng) => localStorage.setItem("i18nextLng", lng), variant.lng);
}

test.beforeAll(async ({ request }) => {
  await ensureActiveWhatsApp(request);
});

for (const variant of VARIANTS) {
  test(`overlays ${variant.name}`, async ({ page }) => {
    await prepare(page, variant);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", variant.lng);
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    await expect(page.getByTestId("whatsapp-bubble")).toBeVisible();
    await page.screenshot({ path: `screenshots/banner-${variant.name}.png` });

    await banner.getByRole("button").first().click();
    await expect(page.getByTestId("cookie-dialog")).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `screenshots/dialog-${variant.name}.png` });
    await page.getByTestId("cookie-dialog").getByRole("button").nth(1).click();
    await expect(page.getByTestId("cookie-dialog")).toHaveCount(0);

    await page.getByTestId("whatsapp-bubble").click();
    await expect(page.getByTestId("whatsapp-card")).toBeVisible();
    await page.screenshot({ path: `screenshots/widget-${variant.name}.png` });
  });
}

for (const lng of ["en", "ar"]) {
  test(`mobile menu ${lng}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((code) => {
      localStorage.setItem("i18nextLng", code);
      localStorage.setItem(
        "jalraksha-cookie-preferences",
        JSON.stringify({
          necessary: true,
          analytics: false,
          marketing: false,
          personalization: false,
        }),
      );
    }, lng);
    await page.goto("/products");
    await page.getByRole("banner").getByRole("button").last().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `screenshots/menu-${lng}-phone.png` });
  });
}
