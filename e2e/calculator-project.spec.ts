import { expect, test, type Page } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";

const PATH = "/services/waterproofing-calculator";
const ACRYLIC = "jalkavach-acrylic-roof-coat";

async function fillArea(page: Page, l: string, w: string) {
  const area = page
    .getByTestId("project-area")
    .filter({ has: page.getByLabel("Length", { exact: true }) });
  await area.getByLabel("Length", { exact: true }).fill(l);
  await area.getByLabel("Width", { exact: true }).fill(w);
}

test.describe("whole-project estimate", () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test("a terrace and a bathroom are totalled per product, shared by URL and added to the enquiry list", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // A single estimate becomes the project's first area.
    await page.goto(`${PATH}?product=${ACRYLIC}&l=10&w=8`);
    await expect(page.getByTestId("result-packs")).toContainText("8 × 20 kg");
    await page.getByRole("button", { name: "Whole project" }).click();
    await expect(page.getByRole("heading", { name: "Area 1: Roof / terrace" })).toBeVisible();
    await expect(page.getByTestId("project-area-summary").first()).toContainText("90.8 m²");

    await page.getByTestId("project-add-area").click();
    await expect(page.getByRole("heading", { name: "Area 2: Roof / terrace" })).toBeVisible();
    await page.getByText("Bathroom / wet area", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "Area 2: Bathroom / wet area" })).toBeVisible();
    await fillArea(page, "2.5", "2");
    await expect(page.getByTestId("project-area-summary").nth(1)).toContainText("7.7 m²");

    // (90.8 + 7.7) m² x 1.5 kg/m² x 1.1 = 162.5 kg of the coating, packed once for both areas.
    const coating = page.getByTestId("project-total").filter({ hasText: "JalKavach Roof Coat AE" });
    await expect(coating.getByTestId("project-total-quantity")).toContainText("162.5 kg");
    const packs = (await coating.getByTestId("project-total-packs").textContent())!;
    expect(packs).toMatch(/×/);
    const totals = (await page.getByTestId("project-totals").textContent())!;
    await expectNoSeriousA11yViolations(page);

    // The URL holds both areas: a new page on it shows the same totals.
    const url = page.url();
    expect(new URL(url).searchParams.getAll("a")).toHaveLength(2);
    const other = await context.newPage();
    await other.goto(url);
    await expect(other.getByTestId("project-area")).toHaveCount(2);
    await expect(other.getByTestId("project-totals")).toHaveText(totals);
    await other.close();

    // Add all to enquiry: the lines land in the device's enquiry list.
    await page.getByTestId("project-add-all").click();
    await expect(page.getByText("Added to your enquiry list")).toBeVisible();
    const stored = await page.evaluate(() =>
      Object.entries(localStorage)
        .filter(([k]) => k.toLowerCase().includes("enquiry"))
        .map(([, v]) => v)
        .join(""),
    );
    expect(stored).toContain("JalKavach Roof Coat AE");
    expect(stored).toContain('"kind":"calculator"');

    // Back to one surface: the first area is the single estimate again.
    await page.getByRole("button", { name: "One surface" }).click();
    await expect(page.getByTestId("result-packs")).toContainText("8 × 20 kg");
  });
});
