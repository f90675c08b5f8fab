import { expect, test } from "./support/test";
import { CONSENT_KEY, storedConsent } from "./support/consent";
import { waitForApp } from "./support/hydration";

test.describe("cookie consent", () => {
  test("banner appears 2 s after the first visit, not before", async ({ page }) => {
    const start = new Date("2026-03-02T10:00:00");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto("/");
    // The overlays mount when the app takes over the prerendered page; the clock has not moved since.
    await waitForApp(page);
    await page.clock.runFor(1990);
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    await page.clock.runFor(20);
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("We value your privacy");
    for (const name of ["Cookie Settings", "Necessary Only", "Accept All"]) {
      await expect(banner.getByRole("button", { name })).toBeVisible();
    }
  });

  test("Accept All stores every category, announces it and hides the banner for good", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => {
      window.addEventListener("cookiePreferencesUpdated", (e) => {
        (window as unknown as { __consent: unknown }).__consent = (e as CustomEvent).detail;
      });
    });
    await page.getByTestId("cookie-banner").getByRole("button", { name: "Accept All" }).click();
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    const all = { necessary: true, analytics: true, marketing: true, personalization: true };
    expect(await storedConsent(page)).toEqual(all);
    expect(
      await page.evaluate(() => (window as unknown as { __consent: unknown }).__consent),
    ).toEqual(all);

    await page.clock.install();
    await page.reload();
    await page.clock.runFor(5000);
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  });

  test("Necessary Only turns the optional categories off", async ({ page }) => {
    await page.goto("/about");
    await page.getByTestId("cookie-banner").getByRole("button", { name: "Necessary Only" }).click();
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    expect(await storedConsent(page)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      personalization: false,
    });
  });

  test("the dialog saves a custom choice; necessary is locked on", async ({ page }) => {
    await page.goto("/");
    await page
      .getByTestId("cookie-banner")
      .getByRole("button", { name: "Cookie Settings" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
    await expect(dialog).toBeVisible();
    const necessary = dialog.getByRole("switch", { name: "Necessary" });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    for (const name of ["Analytics", "Marketing", "Personalization"]) {
      await expect(dialog.getByRole("switch", { name })).not.toBeChecked();
    }
    await dialog.getByRole("switch", { name: "Marketing" }).click();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    expect(await storedConsent(page)).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      personalization: false,
    });
  });

  test("the footer's Cookie settings link reopens the dialog with the saved choice", async ({
    page,
  }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(
        key,
        JSON.stringify({
          necessary: true,
          analytics: true,
          marketing: false,
          personalization: true,
        }),
      );
    }, CONSENT_KEY);
    await page.goto("/contact");
    await page.getByRole("button", { name: "Cookie settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
    await expect(dialog.getByRole("switch", { name: "Analytics" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
    await dialog.getByRole("button", { name: "Accept All" }).click();
    expect(await storedConsent(page)).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      personalization: true,
    });
  });

  test("page views are recorded only with analytics consent, and stop when it is withdrawn", async ({
    page,
  }) => {
    const views: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/rest/v1/rpc/record_page_view")) {
        views.push(String((request.postDataJSON() as { path_param?: string }).path_param));
      }
    });
    await page.goto("/");
    await page.getByTestId("cookie-banner").getByRole("button", { name: "Necessary Only" }).click();
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Products" })
      .click();
    await expect(page).toHaveURL(/\/products$/);
    expect(views).toEqual([]);

    await page.getByRole("button", { name: "Cookie settings" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Accept All" }).click();
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Exports" })
      .click();
    await expect.poll(() => views).toContain("/exports");

    await page.getByRole("button", { name: "Cookie settings" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("switch", { name: "Analytics" }).click();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    const before = views.length;
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "About Us" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await page.waitForTimeout(500);
    expect(views.length).toBe(before);
    expect(views).not.toContain("/about");
  });
});
