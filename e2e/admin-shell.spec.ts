import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { createSignedInUser, useSession } from "./support/users";
import { TABLET } from "./support/variants";

test.describe.configure({ timeout: 90_000 });

test("the back office frame: grouped sidebar, breadcrumbs, dashboard, not-found, rail and drawer", async ({
  page,
}) => {
  await presetConsent(page);
  await useSession(page, await createSignedInUser("admin"));
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Admin Panel" });
  await expect(page.locator("main h1")).toHaveText("Dashboard");
  for (const group of [
    "Overview",
    "Catalogue",
    "Site content",
    "People and messages",
    "Settings",
  ]) {
    await expect(nav.getByRole("heading", { name: group })).toBeVisible();
  }
  await expect(nav.getByRole("link")).toHaveCount(18);
  await expect(page.getByTestId("stat-products")).toContainText(/\d/);
  await expect(page.getByRole("link", { name: "New service" })).toHaveAttribute(
    "href",
    "/admin/services/new",
  );
  await expectNoSeriousA11yViolations(page);

  await page.goto("/admin/services/new");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Services" })).toHaveAttribute(
    "href",
    "/admin/services",
  );
  await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");

  await page.goto("/admin/no-such-page");
  await expect(page.locator("main h1")).toHaveText("Page not found");
  await expect(nav).toBeVisible();
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Tablet: an icon rail that expands on demand.
  await page.setViewportSize(TABLET);
  const sidebar = page.getByTestId("admin-sidebar");
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await expect(nav.getByRole("link", { name: "Products" })).toBeVisible();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");

  // Phone: a drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sidebar).toBeHidden();
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Admin Panel" });
  await drawer.getByRole("link", { name: "Security" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator("main h1")).toHaveText("Security");
});
