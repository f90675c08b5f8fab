import { expect, test, type Page } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { ensureActiveWhatsApp, rest } from "./support/rest";
import { VARIANTS, applyVariant } from "./support/variants";

// The public catalogue (/products, /products/{slug}) against the seeded backend. Seeded rows
// are only read; other tests may add products, so counts are never assumed exact.

const PRODUCT = "neershield-flex-2k";
const PRODUCT_NAME = "NeerShield Flex 2K";

/** The product-list REST request (the one with an exact count), not the facet or detail reads. */
const isListRequest = (url: string, headers: Record<string, string>) =>
  /\/rest\/v1\/products\?/.test(url) && /count=exact/.test(headers["prefer"] ?? "");

const cards = (page: Page) => page.locator("main article");
const cardNames = (page: Page) => cards(page).locator("h3").allInnerTexts();
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name, exact: true }) });

test.describe("catalogue", () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test("search, filters, sort and paging live in the URL (reload and Back keep the view)", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: "Our Products" })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();

    // Search (full text) then narrow by category.
    await page.getByLabel("Search products").fill("polyurethane");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/products\?q=polyurethane$/);
    await expect(card(page, "JalKavach PU 1600")).toBeVisible();
    await page.getByLabel("Category").selectOption("sealants-joint-fillers");
    await expect(page).toHaveURL(/q=polyurethane&category=sealants-joint-fillers/);
    await expect(card(page, "JalKavach PU 1600")).toHaveCount(0);
    await expect(card(page, "SetuFix PU 40 Joint Sealant")).toBeVisible();
    for (const badge of await cards(page).locator("span").first().allInnerTexts()) {
      expect(badge).toBe("Sealants & Joint Fillers");
    }

    await page.reload();
    await expect(page.getByLabel("Search products")).toHaveValue("polyurethane");
    await expect(page.getByLabel("Category")).toHaveValue("sealants-joint-fillers");
    await expect(card(page, "SetuFix PU 40 Joint Sealant")).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/products\?q=polyurethane$/);
    await expect(page.getByLabel("Category")).toHaveValue("");
    await expect(card(page, "JalKavach PU 1600")).toBeVisible();

    // Brand filter.
    await page.goto("/products");
    await page.getByLabel("Brand").selectOption("kalasetu");
    await expect(page).toHaveURL(/\/products\?brand=kalasetu$/);
    await expect(card(page, "Kalasetu Tile Fix C2TE")).toBeVisible();
    for (const name of await cardNames(page)) expect(name).toMatch(/^Kalasetu /);

    // Sort by name within a category.
    await page.goto("/products?category=admixtures");
    // The catalogue's own controls are in charge once they show the URL's view and its results.
    await expect(page.getByLabel("Category")).toHaveValue("admixtures");
    await expect(cards(page).first()).toBeVisible();
    await page.getByLabel("Sort by").selectOption("name");
    await expect(page).toHaveURL(/category=admixtures&sort=name/);
    await expect(cards(page).first()).toContainText("Sthira Crystal Admix");
    const names = await cardNames(page);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    // Paging: Next goes to page 2 (a different set), Back returns to page 1.
    await page.goto("/products");
    await expect(cards(page).first()).toBeVisible();
    const first = await cardNames(page);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(cards(page).first()).not.toHaveText(first[0]!);
    const second = await cardNames(page);
    expect(second.some((n) => first.includes(n))).toBe(false);
    await page.reload();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

    // A page past the end goes to the last page.
    await page.goto("/products?page=999");
    await expect(page).not.toHaveURL(/page=999/);
    await expect(cards(page).first()).toBeVisible();
  });

  test("empty states: filters that match nothing, and an empty catalogue", async ({ page }) => {
    await page.goto("/products?q=zzqx-no-such-thing");
    await expect(page.getByRole("heading", { name: "No Products Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria or filters")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(cards(page).first()).toBeVisible();

    // The one deliberate response change: the list request answers an empty catalogue.
    await page.route("**/rest/v1/products?*", async (route) => {
      if (!isListRequest(route.request().url(), route.request().headers())) {
        return route.fallback();
      }
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        headers: { "content-range": "*/0" },
        body: "[]",
      });
    });
    await page.goto("/products");
    await expect(page.getByText("No products are currently available")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("a failed request shows the error and retry loads the products", async ({ page }) => {
    let failures = 0;
    // Fail the list request until the user retries (the cache retries once by itself).
    let failing = true;
    await page.route("**/rest/v1/products?*", async (route) => {
      if (failing && isListRequest(route.request().url(), route.request().headers())) {
        failures++;
        return route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
      }
      return route.fallback();
    });
    await page.goto("/products");
    await expect(page.getByRole("alert")).toContainText("Error Loading Products");
    await expect(page.getByRole("alert")).toContainText("Please try again later");
    expect(failures).toBeGreaterThanOrEqual(1);
    failing = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("product page: facts, data sheets, WhatsApp and form enquiry, SEO", async ({
    page,
    request,
  }) => {
    const { row } = await ensureActiveWhatsApp(request);
    const [product] = await rest<{ short_description: string }[]>(
      request,
      "GET",
      `products?slug=eq.${PRODUCT}&select=short_description`,
    );
    await page.goto(`/products/${PRODUCT}`);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1, name: PRODUCT_NAME })).toBeVisible();
    await expect(page).toHaveTitle(`${PRODUCT_NAME} | Jalraksha Building Solutions`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      product!.short_description,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    await expect(main.getByRole("table")).toContainText("Mixed density");
    await expect(main.getByText("25 kg kit (18 kg powder + 7 kg liquid)")).toBeVisible();

    // Data sheets are real PDFs.
    for (const [id, folder] of [
      ["doc-tds", "tds"],
      ["doc-sds", "sds"],
    ] as const) {
      const link = main.getByTestId(id);
      await expect(link).toHaveAttribute("href", `/docs/${folder}/${PRODUCT}.pdf`);
      const pdf = await request.get(`/docs/${folder}/${PRODUCT}.pdf`);
      expect(pdf.ok()).toBe(true);
      expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }

    // WhatsApp: the active number's digits and a message naming the product and its URL.
    const wa = main.getByTestId("whatsapp-enquiry").first();
    const href = (await wa.getAttribute("href")) ?? "";
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(
      `https://wa.me/${row.phone_number.replace(/\D/g, "")}`,
    );
    const text = url.searchParams.get("text") ?? "";
    expect(text).toContain(PRODUCT_NAME);
    expect(text).toContain(`/products/${PRODUCT}`);

    await expect(main.getByRole("link", { name: "Calculate quantity" }).first()).toHaveAttribute(
      "href",
      `/services/waterproofing-calculator?product=${PRODUCT}`,
    );
    await expect(main.getByRole("link", { name: "Send an enquiry" }).first()).toHaveAttribute(
      "href",
      `/contact?product=${PRODUCT}`,
    );

    // Gallery and related products of the same category.
    await expect(main.getByRole("img", { name: PRODUCT_NAME }).first()).toBeVisible();
    const related = main.locator("section", {
      has: page.getByRole("heading", { name: "Related Products" }),
    });
    await expect(related.locator("article").first()).toBeVisible();
    await expect(
      related
        .locator("article")
        .filter({ has: page.getByRole("heading", { name: PRODUCT_NAME, exact: true }) }),
    ).toHaveCount(0);
  });

  test("unknown product, /products SEO and the not-found search", async ({ page, request }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));

    await page.goto("/products/no-such-product-anywhere");
    await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist")).toBeVisible();
    await expect(page.getByText("Page Not Found")).toHaveCount(0);
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(cards(page).first()).toBeVisible();
    expect(errors).toEqual([]);

    const [seo] = await rest<{ title: string; description: string }[]>(
      request,
      "GET",
      "seo_settings?route=eq./products&select=title,description",
    );
    await expect(page).toHaveTitle(seo!.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      seo!.description,
    );

    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
    await page.getByLabel("Search our products").fill("primer");
    await page.getByLabel("Search our products").press("Enter");
    await expect(page).toHaveURL(/\/products\?q=primer$/);
    await expect(card(page, "JalKavach Acrylic Primer")).toBeVisible();
  });

  for (const variant of VARIANTS) {
    test(`no serious accessibility violations: ${variant.name}`, async ({ page }) => {
      test.setTimeout(60_000);
      await applyVariant(page, variant);
      for (const path of ["/products", `/products/${PRODUCT}`]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", variant.lng);
        await expect(page.locator("main article").first()).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page, `${path} ${variant.name}`);
      }
    });
  }
});
