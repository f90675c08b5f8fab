import { expect, test, type Page } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { applyVariant, VARIANTS } from "./support/variants";

const PATH = "/services/waterproofing-calculator";
const ACRYLIC = "jalkavach-acrylic-roof-coat";

async function fillTerrace(page: Page, l: string, w: string, h: string) {
  await page.getByLabel("Length", { exact: true }).fill(l);
  await page.getByLabel("Width", { exact: true }).fill(w);
  await page.getByLabel("Upturn height along the perimeter").fill(h);
}

test.describe("waterproofing calculator", () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test("terrace 10 m x 8 m with the acrylic coating: 90.8 m², 8 x 20 kg; the URL reproduces it", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto(`${PATH}?product=${ACRYLIC}`);
    await expect(page.locator("main h1")).toHaveText("Waterproofing Calculator");
    await expect(page.getByLabel("Product system")).toHaveValue(ACRYLIC);
    await fillTerrace(page, "10", "8", "0.3");

    await expect(page.getByTestId("result-area")).toContainText("90.8");
    await expect(page.getByTestId("result-area")).toContainText("m²");
    await expect(page.getByTestId("result-total")).toContainText("149.8");
    await expect(page.getByTestId("result-packs")).toContainText("8 × 20 kg");
    await expect(page.getByTestId("result-primer")).toContainText("24.97");
    await expect(page.getByTestId("result-primer")).toContainText("5 × 5 kg");
    await expect(page.getByText("A = L × W + P × h = 10 × 8 + 36 × 0.3 = 90.8 m²")).toBeVisible();
    await expect(page.getByText("Wastage 10 %", { exact: true })).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/NaN|Infinity/);

    // "Send this estimate" opens WhatsApp with the estimate.
    const wa = await page.getByRole("link", { name: "Send this estimate" }).getAttribute("href");
    expect(wa).toMatch(/^https:\/\/wa\.me\/919825041870\?text=/);
    const text = decodeURIComponent(wa!.split("?text=")[1]!);
    expect(text).toContain("90.8 m²");
    expect(text).toContain("JalKavach Roof Coat AE");
    expect(text).toContain("149.8 kg");
    expect(text).toContain("8 × 20 kg bucket");

    // The URL holds the inputs: a fresh page on it shows the same estimate.
    const url = page.url();
    expect(new URL(url).searchParams.get("l")).toBe("10");
    const other = await context.newPage();
    await other.goto(url);
    await expect(other.getByLabel("Length", { exact: true })).toHaveValue("10");
    await expect(other.getByTestId("result-area")).toContainText("90.8");
    await expect(other.getByTestId("result-packs")).toContainText("8 × 20 kg");
    await other.close();

    // "Ask for a quote" carries the estimate to the contact form.
    await page.getByRole("link", { name: "Ask for a quote" }).first().click();
    await expect(page).toHaveURL(/\/contact\?/);
    await expect(page.getByLabel("Subject")).toHaveValue("Quote for JalKavach Roof Coat AE");
    await expect(page.getByLabel(/^Message/)).toHaveValue(/149\.8 kg/);
  });

  test("feet give the same estimate, shown in ft²", async ({ page }) => {
    await page.goto(`${PATH}?product=${ACRYLIC}`);
    await page.getByText("Imperial (ft)").click();
    await fillTerrace(page, "32.808", "26.2464", "0.98424");
    await expect(page.getByTestId("result-area")).toContainText("977.37");
    await expect(page.getByTestId("result-area")).toContainText("ft²");
    await expect(page.getByTestId("result-area")).toContainText("90.8 m²");
    await expect(page.getByTestId("result-packs")).toContainText("8 × 20 kg");
    expect(new URL(page.url()).searchParams.get("unit")).toBe("ft");
  });

  test("bad dimensions get a message at the field and no result", async ({ page }) => {
    await page.goto(`${PATH}?product=${ACRYLIC}&l=10&w=8`);
    await expect(page.getByTestId("result-area")).toContainText("90.8");

    const length = page.getByLabel("Length", { exact: true });
    await length.fill("-5");
    await expect(page.getByText("Enter a number greater than zero")).toBeVisible();
    await expect(length).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("result-area")).toHaveCount(0);
    await expect(
      page.getByText("Correct the highlighted fields to see the estimate."),
    ).toBeVisible();

    await length.fill("ten");
    await expect(page.getByText("Enter a number, for example 12.5")).toBeVisible();
    await length.fill("0");
    await expect(page.getByText("Enter a number greater than zero")).toBeVisible();
    await length.fill("200");
    await page.getByLabel("Width", { exact: true }).fill("200");
    await expect(page.getByText(/The area is over 10,000 m²/)).toBeVisible();
    await expect(page.getByTestId("result-area")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText(/NaN|Infinity/);
  });

  test("axe: no serious or critical violations (en and ar, light and dark)", async ({ page }) => {
    test.setTimeout(120_000);
    for (const variant of VARIANTS) {
      await applyVariant(page, variant);
      await page.goto(`${PATH}?product=${ACRYLIC}&l=10&w=8`);
      await expect(page.getByTestId("result-packs")).toBeVisible();
      await expectNoSeriousA11yViolations(page, `calculator ${variant.name}`);
    }
  });
});
