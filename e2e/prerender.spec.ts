import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { presetConsent } from "./support/consent";
import { waitForApp } from "./support/hydration";
import { rest } from "./support/rest";

const LOCALES = path.resolve(import.meta.dirname, "..", "src", "i18n", "locales");

/** A string of a language's translation file, e.g. text("hi", "products", "title"). */
function text(lng: string, section: string, key: string): string {
  const tree = JSON.parse(
    readFileSync(path.join(LOCALES, lng, `${section}.json`), "utf8"),
  ) as Record<string, string>;
  return tree[key]!;
}

interface ProductRow {
  slug: string;
  name: string;
}

async function seededProduct(page: Page): Promise<ProductRow> {
  const rows = await rest<ProductRow[]>(
    page.request,
    "GET",
    "products?select=slug,name&is_active=eq.true&order=slug&limit=1",
  );
  expect(rows.length, "the seed has an active product").toBe(1);
  return rows[0]!;
}

/** Console errors, uncaught errors and React's hydration warnings, collected for a page. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" || /hydrat/i.test(text)) problems.push(text);
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test.beforeEach(async ({ page }) => presetConsent(page));

test("a prerendered page shows its content without JavaScript", async ({ browser, page }) => {
  const product = await seededProduct(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto(`/products/${product.slug}`);
  await expect(noJs.locator("main h1")).toHaveText(product.name);
  await expect(noJs).toHaveTitle(new RegExp(product.name));
  await noJs.goto("/hi/products");
  await expect(noJs.locator("html")).toHaveAttribute("lang", "hi");
  await expect(noJs.locator("main h1")).toHaveText(text("hi", "products", "title"));
  await context.close();
});

test("a prerendered page hydrates without errors, then navigates as a single-page app", async ({
  page,
}) => {
  const product = await seededProduct(page);
  const problems = collectProblems(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/products/${product.slug}`);
  await expect(page.locator("main h1")).toHaveText(product.name);
  await waitForApp(page);
  await page.waitForLoadState("networkidle");
  // A page load would forget this; a client-side navigation keeps it.
  await page.evaluate(() => ((window as unknown as { spaMarker: number }).spaMarker = 1));
  await page
    .getByRole("banner")
    .getByRole("link", { name: text("en", "nav", "about"), exact: true })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("main h1")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { spaMarker?: number }).spaMarker)).toBe(
    1,
  );
  // A visitor whose settings differ from the prerender's (dark, Arabic) hydrates cleanly too.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/ar/products");
  await expect(page.locator("main h1")).toHaveText(text("ar", "products", "title"));
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(problems).toEqual([]);
});

test("the language switcher moves between /products and /hi/products", async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/products");
  await waitForApp(page);
  await page.getByTestId("language-switcher").first().click();
  await page.getByRole("menuitemradio", { name: "हिन्दी", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/products$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator("main h1")).toHaveText(text("hi", "products", "title"));
  await waitForApp(page);
  // Links keep the language.
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: text("hi", "nav", "services"), exact: true }),
  ).toHaveAttribute("href", "/hi/services");
  await page.getByTestId("language-switcher").first().click();
  await page.getByRole("menuitemradio", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/products$/);
  await expect(page.locator("main h1")).toHaveText(text("en", "products", "title"));
  expect(problems).toEqual([]);
});

test("a stored language moves an unprefixed visit to its prefix", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("i18nextLng", "ar"));
  await page.goto("/products");
  await expect(page).toHaveURL(/\/ar\/products$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The back office is never prefixed: it keeps the stored language instead.
  await page.goto("/ar/login");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/login$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
});
