import { readFileSync } from "node:fs";
import path from "node:path";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";
import { expect, test, type APIRequestContext, type Page } from "./support/test";

// The seeded catalogue in all 30 languages (issue 26): a product page reads wholly in the
// visitor's language on a phone, and the search finds a product by its name in that language.
const SLUG = "neershield-crystal-slurry";

interface ProductTexts {
  name: string;
  short_description: string;
  description: string;
  features: string[];
  applications: string[];
}

const translated = (lng: string) =>
  (
    JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, "..", "supabase", "translations", `${lng}.json`),
        "utf8",
      ),
    ) as { products: Record<string, ProductTexts> }
  ).products;

async function englishProduct(request: APIRequestContext): Promise<ProductTexts> {
  const rows = await rest<ProductTexts[]>(
    request,
    "GET",
    `products?select=name,short_description,description,features,applications&slug=eq.${SLUG}`,
  );
  return rows[0]!;
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const lng of ["sw", "ja"]) {
  test(`a product page in ${lng} at 390 px is in ${lng}, with no English paragraph and no overflow`, async ({
    page,
    request,
  }) => {
    const english = await englishProduct(request);
    const own = translated(lng)[SLUG]!;
    await page.setViewportSize({ width: 390, height: 844 });
    await presetConsent(page);
    await page.goto(`/${lng}/products/${SLUG}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(own.name);
    await expect(main.getByText(own.short_description)).toBeVisible();
    await expect(main.getByText(own.features[0]!, { exact: true })).toBeVisible();
    const shown = await main
      .locator("p, li, h1, h2, h3, dd")
      .evaluateAll((els) => els.map((el) => (el.textContent ?? "").trim()));
    const englishTexts = [
      english.short_description,
      ...english.description.split(/\n\s*\n/),
      ...english.features,
      ...english.applications,
    ].map((s) => s.trim());
    expect(shown.filter((text) => englishTexts.includes(text))).toEqual([]);
    expect(await noHorizontalOverflow(page)).toBe(true);
    await expectNoSeriousA11yViolations(page, `${lng} product page at 390 px`);
  });
}

for (const [lng, slug] of [
  ["es", "setufix-pu-40"],
  ["ko", "dhruvabit-app-4mm"],
] as const) {
  test(`the catalogue search finds a product by its ${lng} name`, async ({ page }) => {
    const name = translated(lng)[slug]!.name;
    await page.setViewportSize({ width: 1280, height: 900 });
    await presetConsent(page);
    await page.goto(`/${lng}/products`);
    const search = page.getByRole("searchbox");
    await search.fill(name);
    await search.press("Enter");
    await expect(page).toHaveURL(/[?&]q=/);
    const link = page.getByRole("main").getByRole("link", { name });
    await expect(link.first()).toBeVisible();
    await link.first().click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/products/${slug}$`));
  });
}
