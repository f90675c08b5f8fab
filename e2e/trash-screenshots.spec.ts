import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";
import { TABLET } from "./support/variants";

/**
 * Screenshots of /admin/trash for review (not assertions of looks): light and dark, English and
 * Arabic, phone, tablet and desktop, written to SCREENSHOT_DIR (default screenshots/trash/).
 */
const DIR = process.env.SCREENSHOT_DIR ?? "screenshots/trash";
const SIZES = {
  phone: { width: 390, height: 844 },
  tablet: TABLET,
  desktop: { width: 1280, height: 900 },
};

test.describe.configure({ timeout: 300_000 });

test.beforeAll(async ({ request }) => {
  // Something in the trash: a product and a category, deleted.
  const token = randomUUID().slice(0, 8);
  const [p] = await rest<{ id: string }[]>(request, "POST", "products", {
    name: `Screenshot Seal ${token}`,
    slug: `screenshot-seal-${token}`,
    is_active: false,
  });
  const [c] = await rest<{ id: string }[]>(request, "POST", "categories", {
    name: `Screenshot coatings ${token}`,
    slug: `screenshot-coatings-${token}`,
    is_active: false,
  });
  await rest(request, "DELETE", `products?id=eq.${p!.id}`);
  await rest(request, "DELETE", `categories?id=eq.${c!.id}`);
});

for (const scheme of ["light", "dark"] as const) {
  for (const lng of ["en", "ar"] as const) {
    test(`trash ${scheme} ${lng}`, async ({ page }) => {
      await presetConsent(page);
      await useSession(page, await createSignedInUser("admin"));
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript((l) => localStorage.setItem("i18nextLng", l), lng);
      for (const [name, size] of Object.entries(SIZES)) {
        await page.setViewportSize(size);
        await page.goto("/admin/trash");
        await expect(page.getByTestId("trash-list")).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({
          path: `${DIR}/trash-${scheme}-${lng}-${name}.png`,
          fullPage: true,
        });
      }
    });
  }
}
