import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";

const isDark = () => document.documentElement.classList.contains("dark");

test.describe("theme", () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test("follows a dark system setting", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    expect(await page.evaluate(isDark)).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe("rgb(255, 255, 255)");
  });

  test("follows a light system setting", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    expect(await page.evaluate(isDark)).toBe(false);
  });

  test("is applied before the app's script runs (no flash)", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/");
    expect(await page.evaluate(isDark)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe("dark");
  });

  test("the toggle offers light, dark and system and remembers the choice", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await page.getByRole("button", { name: "Change theme" }).click();
    const menu = page.getByRole("menu");
    for (const name of ["Light", "Dark", "System"]) {
      await expect(menu.getByRole("menuitemradio", { name })).toBeVisible();
    }
    await menu.getByRole("menuitemradio", { name: "Light" }).click();
    expect(await page.evaluate(isDark)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("jalraksha-theme"))).toBe("light");

    await page.reload();
    expect(await page.evaluate(isDark)).toBe(false);

    await page.getByRole("button", { name: "Change theme" }).click();
    await page.getByRole("menuitemradio", { name: "System" }).click();
    expect(await page.evaluate(isDark)).toBe(true);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => page.evaluate(isDark)).toBe(false);
  });
});
