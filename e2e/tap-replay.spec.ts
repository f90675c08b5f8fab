import { expect as baseExpect, test, type Page } from "./support/test";
import { presetConsent } from "./support/consent";
import { deleteWhatsApp, ensureActiveWhatsApp, type WhatsAppRow } from "./support/rest";

// A slow phone: the CPU six times slower and the app's main chunk late, so the prerendered page is
// on screen (and tapped) well before the app has started.
const expect = baseExpect.configure({ timeout: 30_000 });

let row: WhatsAppRow;
let created = false;

test.beforeAll(async ({ request }) => {
  ({ row, created } = await ensureActiveWhatsApp(request));
});

test.afterAll(async ({ request }) => {
  if (created) await deleteWhatsApp(request, row.id);
});

/**
 * Opens a prerendered page on a throttled phone whose main chunk is held back until the returned
 * function lets it go (at least `delayMs` after the page opened).
 */
async function openSlowly(page: Page, path: string, width = 390, delayMs = 2000) {
  await presetConsent(page);
  await page.setViewportSize({ width, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await Promise.all([released, new Promise((resolve) => setTimeout(resolve, delayMs))]);
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return release;
}

const notHydrated = (page: Page) =>
  page.evaluate(() => !("hydrated" in document.documentElement.dataset));

test.describe("taps before the app has started", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a tap on the WhatsApp launcher opens the chat once the app is up", async ({ page }) => {
    const release = await openSlowly(page, "/");
    await page.getByTestId("whatsapp-bubble").click();
    expect(await notHydrated(page)).toBe(true);
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(page.getByRole("dialog", { name: row.business_name })).toBeVisible();
  });

  test("a tap on the menu button opens the menu once the app is up", async ({ page }) => {
    const release = await openSlowly(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await notHydrated(page)).toBe(true);
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Products" }).first()).toBeVisible();
  });

  test("a tap on the language switcher opens its menu once the app is up", async ({ page }) => {
    const release = await openSlowly(page, "/", 1280);
    await page.getByTestId("language-switcher").click();
    expect(await notHydrated(page)).toBe(true);
    release();
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menuitemradio", { name: /English/ })).toBeVisible();
  });
});
