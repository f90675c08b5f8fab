import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

const PUBLIC_ROUTES = [
  "/",
  "/products",
  "/products/some-product",
  "/services",
  "/services/waterproofing-calculator",
  "/services/some-service",
  "/transport",
  "/exports",
  "/contact",
  "/about",
  "/privacy-policy",
  "/login",
  "/admin-setup",
  "/reset-password",
];

test.describe("routes", () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test("every public route renders its page without errors", async ({ page }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await expect(page.locator("main h1"), route).toBeVisible();
      await expect(page.getByText("Page Not Found"), route).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test("any other path shows the not-found page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("signed-out visitors are sent from /admin and /support/agent to /login", async ({
    page,
  }) => {
    for (const route of ["/admin", "/admin/users", "/admin/services/new", "/support/agent"]) {
      await page.goto(route);
      // The guard passes the page asked for, to return to it after signing in.
      await expect(page, route).toHaveURL(`/login?next=${encodeURIComponent(route)}`);
    }
  });

  test("a signed-in non-admin is sent home with 'Access Denied'", async ({ page, request }) => {
    const session = await createSignedInUser();
    await useSession(page, session);
    await page.goto("/admin/products");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    // One check of the toast with both lines: it leaves after a few seconds, so two checks one
    // after the other could see the title and miss the description on a loaded machine.
    await expect(
      page
        .locator("[data-sonner-toast]")
        .filter({ hasText: "Access Denied" })
        .filter({ hasText: "You don't have admin permissions to access this area" }),
    ).toBeVisible();
    // The client records the access check in the security log.
    await expect
      .poll(() =>
        rest<{ details: { success: boolean; user_id: string } }[]>(
          request,
          "GET",
          `security_events?select=details&event_type=eq.admin_access_check&user_id=eq.${session.user.id}`,
        ),
      )
      .toEqual([
        { details: expect.objectContaining({ success: false, user_id: session.user.id }) },
      ]);
  });

  test("an admin sees every admin page in the admin layout", async ({ page }) => {
    await useSession(page, await createSignedInUser("admin"));
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Admin Panel" });
    await expect(nav).toBeVisible();
    await expect(page.locator("main h1")).toHaveText("Dashboard");
    await nav.getByRole("link", { name: "WhatsApp" }).click();
    await expect(page).toHaveURL(/\/admin\/whatsapp$/);
    await expect(page.locator("main h1")).toContainText("WhatsApp");
    await page.goto("/admin/services/new");
    await expect(page.locator("main h1")).toHaveText("New Service");
  });

  test("support staff may open the support desk", async ({ page }) => {
    await useSession(page, await createSignedInUser("support"));
    await page.goto("/support/agent");
    await expect(page.locator("main h1")).toHaveText("Support Desk");
  });
});
