import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";
import { applyVariant, VARIANTS } from "./support/variants";

interface Settings {
  countries_served: string;
  material_testing: string;
  lead_time_days: number | null;
}

test.describe("exports", () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test("the figures are site_settings' and the enquiry goes through the contact form", async ({
    page,
    request,
  }) => {
    const [s] = await rest<Settings[]>(
      request,
      "GET",
      "site_settings?select=countries_served,material_testing,lead_time_days",
    );
    await page.goto("/exports");
    await expect(page.locator("main h1")).toHaveText("Exports");
    await expect(page.getByTestId("export-countries")).toHaveText(s!.countries_served);
    await expect(page.getByTestId("export-testing")).toHaveText(s!.material_testing);
    await expect(page.getByTestId("export-lead-time")).toHaveText(`${s!.lead_time_days} days`);
    await expect(page.getByRole("heading", { name: "How exporting works" })).toBeVisible();

    await page.getByTestId("export-enquiry").click();
    await expect(page).toHaveURL(/\/contact\?subject=Export\+enquiry/);
    await expect(page.getByLabel("Subject")).toHaveValue("Export enquiry");
  });

  test("axe: no serious or critical violations (en and ar, light and dark)", async ({ page }) => {
    test.setTimeout(120_000);
    for (const variant of VARIANTS) {
      await applyVariant(page, variant);
      await page.goto("/exports");
      await expect(page.getByTestId("export-figures")).toBeVisible();
      await expectNoSeriousA11yViolations(page, `exports ${variant.name}`);
    }
  });
});
