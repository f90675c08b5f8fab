import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";

test.describe("the console on public pages", () => {
  test.describe.configure({ timeout: 90_000 });

  test("reports no aborted request as an error when the visitor moves on quickly", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    await presetConsent(page);
    // Slow answers keep requests in flight while pages change under them.
    await page.route(
      /\/rest\/v1\/(social_links|site_settings|whatsapp_settings|products)/,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue().catch(() => undefined);
      },
    );

    await page.goto("/");
    const nav = page.getByRole("navigation").first();
    for (const name of ["Products", "Services", "About Us", "Contact", "Exports"]) {
      await nav.getByRole("link", { name, exact: true }).first().click();
      await page.waitForTimeout(150);
    }
    for (const path of ["/about", "/products", "/contact", "/services", "/"]) {
      await page.goto(path, { waitUntil: "commit" });
      await page.waitForTimeout(250);
    }
    await page.goto("/exports");
    await page.waitForTimeout(1500);

    expect(errors.filter((text) => /abort|cancel/i.test(text))).toEqual([]);
  });
});
