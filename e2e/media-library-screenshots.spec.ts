import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { presetConsent } from "./support/consent";
import { putFile, removeFiles } from "./support/media";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";
import { TABLET } from "./support/variants";

/**
 * Screenshots of /admin/media for review (not assertions of looks), written to SCREENSHOT_DIR
 * (default screenshots/media/): light and dark, English and Arabic, tablet, desktop and phone.
 * The files shown are real images (the seed's SVG artwork drawn to PNG), one used by a product.
 */
const DIR = process.env.SCREENSHOT_DIR ?? "screenshots/media";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const LOOKS = [
  { name: "light-en-desktop", scheme: "light", lng: "en", size: DESKTOP },
  { name: "dark-en-desktop", scheme: "dark", lng: "en", size: DESKTOP },
  { name: "light-ar-desktop", scheme: "light", lng: "ar", size: DESKTOP },
  { name: "light-en-tablet", scheme: "light", lng: "en", size: TABLET },
  { name: "dark-ar-tablet", scheme: "dark", lng: "ar", size: TABLET },
  { name: "light-en-phone", scheme: "light", lng: "en", size: PHONE },
  { name: "dark-en-phone", scheme: "dark", lng: "en", size: PHONE },
  { name: "light-ar-phone", scheme: "light", lng: "ar", size: PHONE },
] as const;

const ART = [
  "/images/products/dhruvabit-bitumen-primer.svg",
  "/images/banners/basement-waterproofing.svg",
  "/images/banners/export-container-port.svg",
];

const tag = `media-shots-${randomUUID().slice(0, 8)}`;
const paths: string[] = [];
let productId = "";

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async ({ browser, request }) => {
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  for (const [i, art] of ART.entries()) {
    await page.goto(art);
    const png = await page.screenshot({ type: "png" });
    const path = `${tag}/photo-${i + 1}.png`;
    const url = await putFile("media", path, png, "image/png");
    paths.push(path);
    if (i === 0) {
      const [product] = await rest<{ id: string }[]>(request, "POST", "products", {
        name: `Screenshot primer ${tag}`,
        slug: tag,
        image_url: url,
        gallery: [{ url, alt: "Bitumen primer drum" }],
      });
      productId = product!.id;
    }
  }
  await page.close();
});

test.afterAll(async ({ request }) => {
  if (productId) await rest(request, "DELETE", `products?id=eq.${productId}`);
  await removeFiles("media", paths);
});

async function prepare(page: Page, look: (typeof LOOKS)[number]) {
  await presetConsent(page);
  await useSession(page, await createSignedInUser("admin"));
  await page.setViewportSize(look.size);
  await page.emulateMedia({ colorScheme: look.scheme });
  await page.addInitScript((lng) => localStorage.setItem("i18nextLng", lng), look.lng);
}

for (const look of LOOKS) {
  test(`media library ${look.name}`, async ({ page }) => {
    await prepare(page, look);
    await page.goto(`/admin/media?q=${tag}`);
    await expect(page.getByTestId("media-card")).toHaveCount(ART.length);
    await expect(page.locator('[data-testid="media-card"] img').first()).toBeVisible();
    // Every preview loaded (they are lazy), so the full-page shot shows them all.
    await page.evaluate(() =>
      Promise.all(
        Array.from(
          document.querySelectorAll<HTMLImageElement>('[data-testid="media-card"] img'),
        ).map((img) => ((img.loading = "eager"), img.decode().catch(() => undefined))),
      ),
    );
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${DIR}/media-${look.name}.png`, fullPage: true });
  });
}
