import { expect, test, type Page } from "./support/test";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";
import { TABLET } from "./support/variants";

/**
 * Screenshots of the content-management pages for review (not assertions of looks), written to
 * SCREENSHOT_DIR (default screenshots/cms/) so parallel runs keep theirs apart.
 */
const DIR = process.env.SCREENSHOT_DIR ?? "screenshots/cms";
const PHONE = { width: 390, height: 844 };
const LOOKS = [
  { name: "light-en-desktop", scheme: "light", lng: "en", size: { width: 1280, height: 900 } },
  { name: "dark-en-tablet", scheme: "dark", lng: "en", size: TABLET },
  { name: "light-ar-tablet", scheme: "light", lng: "ar", size: TABLET },
  { name: "dark-ar-desktop", scheme: "dark", lng: "ar", size: { width: 1280, height: 900 } },
  { name: "light-en-phone", scheme: "light", lng: "en", size: PHONE },
  { name: "dark-ar-phone", scheme: "dark", lng: "ar", size: PHONE },
] as const;

const PAGES = [
  { path: "products", table: "products" },
  { path: "categories", table: "categories" },
  { path: "brands", table: "brands" },
  { path: "services", table: "services" },
  { path: "transport", table: "transport_companies" },
  { path: "videos", table: "videos" },
  { path: "banners", table: "banners" },
  { path: "social-media", table: "social_links" },
  { path: "seo", table: "seo_settings" },
];

test.describe.configure({ timeout: 300_000 });

async function prepare(page: Page, look: (typeof LOOKS)[number]) {
  await presetConsent(page);
  await useSession(page, await createSignedInUser("admin"));
  await page.setViewportSize(look.size);
  await page.emulateMedia({ colorScheme: look.scheme });
  await page.addInitScript((lng) => localStorage.setItem("i18nextLng", lng), look.lng);
}

for (const look of LOOKS) {
  test(`cms pages ${look.name}`, async ({ page, request }) => {
    await prepare(page, look);
    for (const p of PAGES) {
      await page.goto(`/admin/${p.path}`);
      await expect(page.locator("main h1, #admin-main h1").first()).toBeVisible();
      await expect(page.getByRole("table")).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `${DIR}/${p.path}-list-${look.name}.png`,
        fullPage: true,
      });
      const [row] = await rest<{ id: string }[]>(request, "GET", `${p.table}?select=id&limit=1`);
      await page.goto(`/admin/${p.path}/${row!.id}`);
      // The form and its history panel (any language), not the loading spinner.
      await expect(page.locator("#admin-main form").first()).toBeVisible();
      await expect(page.locator("#admin-main aside").first()).toBeVisible();
      await expect(page.locator("#admin-main aside .animate-pulse")).toHaveCount(0);
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `${DIR}/${p.path}-form-${look.name}.png`,
        fullPage: true,
      });
    }
    await page.goto("/admin/services/new");
    await page.getByRole("button", { name: /Save|حفظ/ }).click();
    await page.waitForTimeout(300);
    await page.screenshot({
      path: `${DIR}/services-new-errors-${look.name}.png`,
      fullPage: true,
    });
  });
}

for (const look of LOOKS) {
  test(`cms states ${look.name}`, async ({ page }) => {
    await prepare(page, look);
    await page.goto("/admin/products?q=zzzznothingmatches");
    await expect(page.getByRole("heading", { level: 2 }).last()).toBeVisible();
    await page.screenshot({ path: `${DIR}/products-empty-${look.name}.png` });
    // Featured products in their own reorder mode, and the column menu open.
    await page.goto("/admin/products?is_featured=true&sort=sort_order");
    await expect(page.getByRole("table")).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${DIR}/products-featured-order-${look.name}.png` });
    await page.getByRole("button", { name: /^(Columns|الأعمدة)/ }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.screenshot({ path: `${DIR}/products-columns-menu-${look.name}.png` });
    await page.keyboard.press("Escape");
    await page.route(/\/rest\/v1\/brands\?/, (route) => route.abort());
    await page.goto("/admin/brands");
    await expect(page.getByRole("alert").first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${DIR}/brands-error-${look.name}.png` });
  });
}
