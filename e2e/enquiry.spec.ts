import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { createSignedInUser, useSession } from "./support/users";

const CALCULATOR = "/services/waterproofing-calculator";
const ACRYLIC = "jalkavach-acrylic-roof-coat";

/** Adds the n-th product card of /products with a quantity; returns the product's name. */
async function addCard(page: Page, index: number, quantity: string): Promise<string> {
  const button = page.getByTestId("add-to-enquiry").nth(index);
  const label = (await button.getAttribute("aria-label"))!;
  const name = label.replace(/^Add /, "").replace(/ to your enquiry list$/, "");
  await button.click();
  const dialog = page.getByTestId("add-to-enquiry-dialog");
  await dialog.getByLabel("Quantity").fill(quantity);
  await dialog.getByRole("button", { name: "Add to list" }).click();
  await expect(page.getByText(`${name} is in your enquiry list.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  return name;
}

test.describe("enquiry list", () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test("two products and a calculator result, kept over a reload, sent once; staff see the lines in the inbox and the CSV", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.goto("/products");
    const first = await addCard(page, 0, "3");
    const second = await addCard(page, 1, "2");

    await page.goto(`${CALCULATOR}?product=${ACRYLIC}&l=10&w=8`);
    await expect(page.getByTestId("result-packs")).toContainText("8 × 20 kg");
    await page.getByTestId("estimate-add-to-enquiry").click();
    await expect(page.getByText("Added to your enquiry list")).toBeVisible();

    await page.goto("/enquiry");
    await page.reload();
    // A calculator line says where its quantity came from; the catalogue's lines do not.
    const fromCalculator = /Worked out by the calculator/;
    const catalogueLine = (name: string) =>
      page.getByTestId("enquiry-line").filter({ hasText: name, hasNotText: fromCalculator });
    await expect(catalogueLine(first)).toHaveCount(1);
    await expect(catalogueLine(second)).toHaveCount(1);
    await expect(
      page.getByTestId("enquiry-line").filter({ hasText: fromCalculator }),
    ).not.toHaveCount(0);
    const quantity = catalogueLine(first).getByTestId("enquiry-line-quantity");
    await expect(quantity).toHaveValue("3");
    await quantity.fill("5");
    await page.reload();
    await expect(catalogueLine(first).getByTestId("enquiry-line-quantity")).toHaveValue("5");
    const lineCount = await page.getByTestId("enquiry-line").count();

    const token = randomUUID().slice(0, 8);
    await page.getByLabel("Site city").fill("Surat");
    await page.getByLabel(/^Name/).fill(`Ravi Desai ${token}`);
    await page.getByLabel(/^Email/).fill(`ravi-${token}@example.com`);
    await page.getByTestId("enquiry-send").click();
    const reference = page.getByTestId("enquiry-reference");
    await expect(reference).toHaveText(/^ENQ-\d{4}-\d{6}$/);
    const ref = (await reference.textContent())!;

    const staff = await browser.newPage();
    await presetConsent(staff);
    await useSession(staff, await createSignedInUser("admin"));
    await staff.goto(`/admin/contact?q=${ref}`);
    const row = staff.getByTestId("inbox-row").filter({ hasText: `Ravi Desai ${token}` });
    await expect(row).toHaveCount(1);
    await row.getByRole("link").first().click();
    const table = staff.getByTestId("enquiry-lines-table");
    await expect(table.getByRole("row")).toHaveCount(lineCount + 1);
    await expect(table.getByRole("link", { name: first })).toBeVisible();
    await expect(table).toContainText(second);
    await expect(staff.getByText("Surat")).toBeVisible();

    await staff.goto(`/admin/contact?q=${ref}`);
    await expect(row).toHaveCount(1);
    const download = staff.waitForEvent("download");
    await staff.getByRole("button", { name: "Export CSV" }).click();
    const csv = await readFile((await (await download).path())!, "utf8");
    expect(csv).toContain(ref);
    expect(csv).toContain(first);
    expect(csv).toContain(second);
    await staff.close();
  });

  test("in Arabic on a phone: right to left, nothing wider than the screen, no serious axe violation", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ar/products");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByTestId("add-to-enquiry").first().click();
    const dialog = page.getByTestId("add-to-enquiry-dialog");
    await dialog.locator('input[type="number"]').first().fill("4");
    await dialog.getByTestId("add-to-enquiry-submit").click();
    await expect(dialog).toHaveCount(0);

    await page.goto("/ar/enquiry");
    await expect(page.getByTestId("enquiry-line")).toHaveCount(1);
    await expect(page.getByTestId("enquiry-line-quantity")).toHaveValue("4");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, "/ar/enquiry at 390 px");
  });
});
