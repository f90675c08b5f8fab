import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";
import { applyVariant, VARIANTS } from "./support/variants";

interface Company {
  name: string;
  city: string;
  phones: string[];
}

test.describe("transport search", () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test("by city and by vehicle type, with the filters in the URL and WhatsApp links", async ({
    page,
    request,
  }) => {
    const ahmedabad = await rest<Company[]>(
      request,
      "GET",
      "transport_companies?select=name,city,phones&is_active=eq.true&city=eq.Ahmedabad",
    );
    expect(ahmedabad.length).toBeGreaterThan(0);

    await page.goto("/transport");
    await expect(page.locator("main h1")).toHaveText("Transport Companies");
    await expect(page.getByTestId("transport-company").first()).toBeVisible();

    await page.getByLabel("City", { exact: true }).selectOption("Ahmedabad");
    await expect(page).toHaveURL(/[?&]city=Ahmedabad/);
    const cards = page.getByTestId("transport-company");
    await expect(cards).toHaveCount(ahmedabad.length);
    for (const card of await cards.all()) await expect(card).toContainText("Ahmedabad");

    // The WhatsApp link is built from the digits of the company's number.
    const first = ahmedabad.find((c) => c.name === "Sabarmati Roadlines") ?? ahmedabad[0]!;
    const card = cards.filter({ hasText: first.name });
    const digits = first.phones[0]!.replace(/\D/g, "");
    await expect(card.getByTestId("transport-whatsapp")).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/${digits}\\?text=`),
    );
    await expect(card.getByRole("link", { name: /^Call / })).toHaveAttribute(
      "href",
      `tel:+${digits}`,
    );

    // Vehicle type on top of the city; then only the vehicle type.
    await page.getByLabel("Vehicle type", { exact: true }).selectOption("Pickup");
    await expect(page).toHaveURL(/vehicle=Pickup/);
    await expect(cards).toHaveCount(
      (
        await rest<Company[]>(
          request,
          "GET",
          "transport_companies?select=name&is_active=eq.true&city=eq.Ahmedabad&vehicle_types=cs.%7BPickup%7D",
        )
      ).length,
    );
    await page.getByLabel("City", { exact: true }).selectOption("");
    await expect(page).not.toHaveURL(/city=/);
    const pickups = await rest<Company[]>(
      request,
      "GET",
      "transport_companies?select=name&is_active=eq.true&vehicle_types=cs.%7BPickup%7D",
    );
    await expect(cards).toHaveCount(pickups.length);

    // The URL alone reproduces the search.
    await page.goto("/transport?vehicle=Pickup");
    await expect(page.getByLabel("Vehicle type", { exact: true })).toHaveValue("Pickup");
    await expect(cards).toHaveCount(pickups.length);
  });

  test("text search, the empty result and clearing the filters", async ({ page }) => {
    await page.goto("/transport");
    await page.getByRole("searchbox", { name: "Search transport companies" }).fill("Mundra");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=Mundra/);
    await expect(page.getByTestId("transport-company").first()).toContainText(/Mundra/);

    await page.goto("/transport?q=zzzz-no-such-company");
    await expect(page.getByText("No Transport Companies Found")).toBeVisible();
    await page
      .getByTestId("transport-results")
      .getByRole("button", { name: "Clear filters" })
      .click();
    await expect(page).toHaveURL(/\/transport$/);
    await expect(page.getByTestId("transport-company").first()).toBeVisible();
  });

  test("axe: no serious or critical violations (en and ar, light and dark)", async ({ page }) => {
    test.setTimeout(120_000);
    for (const variant of VARIANTS) {
      await applyVariant(page, variant);
      await page.goto("/transport");
      await expect(page.getByTestId("transport-company").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, `transport ${variant.name}`);
    }
  });
});
