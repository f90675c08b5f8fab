import { expect, test, type Page } from "./support/test";
import { presetConsent } from "./support/consent";
import { deleteWhatsApp, ensureActiveWhatsApp, rest, type WhatsAppRow } from "./support/rest";

let row: WhatsAppRow;
let created = false;

test.beforeAll(async ({ request }) => {
  ({ row, created } = await ensureActiveWhatsApp(request));
});

test.afterAll(async ({ request }) => {
  if (created) await deleteWhatsApp(request, row.id);
});

/** WCAG contrast of the rendered text colour on the rendered background colour. */
function renderedContrast(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((element) => {
    const style = getComputedStyle(element);
    const channels = (css: string) => {
      const match = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(css);
      if (!match) throw new Error(`not an rgb colour: ${css}`);
      if (match[4] !== undefined && Number(match[4]) < 1) throw new Error(`translucent: ${css}`);
      return [match[1], match[2], match[3]].map(Number);
    };
    const luminance = (css: string) => {
      const [r, g, b] = channels(css).map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [a, b] = [luminance(style.color), luminance(style.backgroundColor)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("the WhatsApp launcher", () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  for (const theme of ["light", "dark"] as const) {
    test(`passes AA contrast in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("jalraksha-theme", t), theme);
      await page.goto("/");
      await expect(page.locator("html")).toHaveClass(
        theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      await expect(page.getByTestId("whatsapp-bubble")).toBeVisible();
      expect(await renderedContrast(page, "whatsapp-bubble")).toBeGreaterThanOrEqual(4.5);
    });
  }

  test("never covers the product page's own WhatsApp button on a phone", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const launcher = page.getByTestId("whatsapp-bubble");
    await expect(launcher).toBeVisible();

    const [product] = await rest<{ slug: string }[]>(
      request,
      "GET",
      "products?select=slug&is_active=eq.true&order=sort_order&limit=1",
    );
    await page.goto(`/products/${product!.slug}`);
    const buttons = page.getByTestId("whatsapp-enquiry");
    await expect(buttons.first()).toBeAttached();
    const count = await buttons.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const button = buttons.nth(i);
      await button.scrollIntoViewIfNeeded();
      // Its bottom edge at the screen's bottom: where the launcher sits.
      await page.evaluate(
        (el) => {
          const box = el!.getBoundingClientRect();
          window.scrollBy(0, box.bottom - window.innerHeight + 8);
        },
        await button.elementHandle(),
      );
      await expect(button).toBeInViewport();
      await expect
        .poll(async () =>
          intersects((await launcher.boundingBox())!, (await button.boundingBox())!),
        )
        .toBe(false);
      await expect(launcher).toBeHidden();
    }
  });
});
