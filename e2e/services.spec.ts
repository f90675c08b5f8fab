import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";

interface ServiceRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
  features: string[];
}

test.describe("services", () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test("the list shows every published service and the calculator card", async ({
    page,
    request,
  }) => {
    const slug = `e2e-service-${randomUUID().slice(0, 8)}`;
    const hidden = `e2e-hidden-${randomUUID().slice(0, 8)}`;
    const created = await rest<ServiceRow[]>(request, "POST", "services", [
      {
        slug,
        title: `Test service ${slug}`,
        summary: "A service made by the test.",
        icon: "no-such-icon",
        is_active: true,
        sort_order: 5000,
      },
      {
        slug: hidden,
        title: `Hidden service ${hidden}`,
        summary: null,
        icon: null,
        is_active: false,
        sort_order: 5001,
      },
    ]);
    try {
      const published = await rest<ServiceRow[]>(
        request,
        "GET",
        "services?select=slug&is_active=eq.true&slug=neq.waterproofing-calculator",
      );
      await page.goto("/services");
      await expect(page.locator("main h1")).toHaveText("Our Services");
      const cards = page.getByTestId("service-grid").getByTestId("service-card");
      await expect(cards).toHaveCount(published.length);
      const mine = cards.filter({ hasText: `Test service ${slug}` });
      await expect(mine.locator("svg").first()).toBeVisible(); // unknown icon: the default one
      await expect(mine.getByRole("link")).toHaveAttribute("href", `/services/${slug}`);
      await expect(page.getByText(`Hidden service ${hidden}`)).toHaveCount(0);
      await expect(page.getByTestId("calculator-card").getByRole("link")).toHaveAttribute(
        "href",
        "/services/waterproofing-calculator",
      );

      // A hidden service's page is not found.
      await page.goto(`/services/${hidden}`);
      await expect(page.locator("main h1")).toHaveText("Service Not Found");
    } finally {
      await rest(request, "DELETE", `services?id=in.(${created.map((r) => r.id).join(",")})`);
    }
  });

  test("a service page shows its content and its calls to action", async ({ page, request }) => {
    const [service] = await rest<ServiceRow[]>(
      request,
      "GET",
      "services?select=id,slug,title,summary,features&slug=eq.terrace-waterproofing",
    );
    await page.goto("/services");
    await page
      .getByTestId("service-card")
      .filter({ hasText: service!.title })
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(`/services/${service!.slug}`);
    await expect(page.locator("main h1")).toHaveText(service!.title);
    await expect(page).toHaveTitle(new RegExp(`^${service!.title.replace(/[&]/g, "\\$&")} \\| `));
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      "content",
      service!.summary,
    );
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Services");
    await expect(page.getByTestId("service-features").getByRole("listitem")).toHaveCount(
      service!.features.length,
    );
    await expect(page.getByTestId("service-enquiry")).toHaveAttribute(
      "href",
      `/contact?${new URLSearchParams({ subject: service!.title }).toString()}`,
    );
    await expect(page.getByTestId("service-whatsapp")).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=.*Terrace/,
    );
  });

  test("an unknown service shows its own not-found state with a way back", async ({ page }) => {
    await page.goto("/services/no-such-service-here");
    await expect(page.locator("main h1")).toHaveText("Service Not Found");
    await expect(page.getByText("Page Not Found")).toHaveCount(0);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page
      .getByTestId("service-not-found")
      .getByRole("link", { name: "Back to Services" })
      .click();
    await expect(page).toHaveURL("/services");
    await expect(page.locator("main h1")).toHaveText("Our Services");
  });

  test("the list shows an error with a retry when services cannot be loaded", async ({ page }) => {
    let fail = true;
    await page.route("**/rest/v1/services?*", (route) =>
      fail ? route.fulfill({ status: 500, body: "{}" }) : route.fallback(),
    );
    await page.goto("/services");
    const alert = page.getByRole("alert").filter({ hasText: "Error Loading Services" });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    fail = false;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("service-card").first()).toBeVisible();
  });
});
