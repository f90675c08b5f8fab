import { expect, test, type Route } from "./support/test";
import { presetConsent } from "./support/consent";
import { makePhoto, removeObjects } from "./support/photos";
import { createSignedInUser, useSession } from "./support/users";
import { TABLET } from "./support/variants";

/**
 * Screenshots of the product form's image field while a 4000 px photo is resized and uploaded,
 * and after, for review (not assertions of looks): light and dark, English and Arabic, phone and
 * tablet, written to SCREENSHOT_DIR (default screenshots/photo-upload/).
 */
const DIR = process.env.SCREENSHOT_DIR ?? "screenshots/photo-upload";
const SIZES = { phone: { width: 390, height: 844 }, tablet: TABLET };

test.describe.configure({ timeout: 300_000 });

for (const scheme of ["light", "dark"] as const) {
  for (const lng of ["en", "ar"] as const) {
    test(`product image upload ${scheme} ${lng}`, async ({ page, request }) => {
      await presetConsent(page);
      await useSession(page, await createSignedInUser("admin"));
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript((l) => localStorage.setItem("i18nextLng", l), lng);
      const uploaded: string[] = [];
      for (const [name, size] of Object.entries(SIZES)) {
        await page.setViewportSize(size);
        await page.goto("/admin/products/new");
        const field = page.locator("#field-image_url");
        await expect(field).toBeAttached();
        const photo = await makePhoto(page);
        // Hold the second of the three uploads, to see the bar part-way.
        let release!: () => void;
        const held = new Promise<void>((r) => (release = r));
        let seen = 0;
        await page.route(/\/storage\/v1\/object\/media\//, async (route: Route) => {
          if (route.request().method() === "POST") {
            uploaded.push(route.request().url().replace("/object/media/", "/object/public/media/"));
            if (++seen === 2) await held;
          }
          await route.fallback();
        });
        await page.locator("#field-image_url-file").setInputFiles({
          name: "site-photo.jpg",
          mimeType: "image/jpeg",
          buffer: photo,
        });
        const section = field.locator("xpath=ancestor::*[@data-slot='card'][1]");
        await expect(page.getByTestId("media-progress")).toBeVisible();
        await expect.poll(() => seen).toBe(2);
        await section.scrollIntoViewIfNeeded();
        await page.waitForTimeout(200);
        await section.screenshot({ path: `${DIR}/uploading-${scheme}-${lng}-${name}.png` });
        release();
        await expect(field).toHaveValue(/\.w1600\.webp$/);
        await expect(page.getByTestId("media-stored")).toBeVisible();
        await page.unroute(/\/storage\/v1\/object\/media\//);
        await page.waitForTimeout(300);
        await section.screenshot({ path: `${DIR}/uploaded-${scheme}-${lng}-${name}.png` });
      }
      await removeObjects(request, uploaded);
    });
  }
}
