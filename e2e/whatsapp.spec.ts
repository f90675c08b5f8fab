import { expect, test, type BrowserContext, type Page } from "./support/test";
import { presetConsent } from "./support/consent";
import { deleteWhatsApp, ensureActiveWhatsApp, type WhatsAppRow } from "./support/rest";

let row: WhatsAppRow;
let created = false;

test.beforeAll(async ({ request }) => {
  ({ row, created } = await ensureActiveWhatsApp(request));
});

test.afterAll(async ({ request }) => {
  if (created) await deleteWhatsApp(request, row.id);
});

function expectedLink(message: string): string {
  return `https://wa.me/${row.phone_number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** Sends from the card and returns the URL the new tab was opened with. */
async function sendAndCaptureTab(page: Page, context: BrowserContext): Promise<string> {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<p>WhatsApp</p>" }),
  );
  const tab = context.waitForEvent("page");
  await page.getByRole("button", { name: "Send to WhatsApp" }).click();
  const opened = await tab;
  await opened.waitForURL(/wa\.me/);
  const url = opened.url();
  await opened.close();
  return url;
}

test.describe("WhatsApp widget", () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test("opens a card with the business name, welcome message and quick messages", async ({
    page,
  }) => {
    await page.goto("/");
    const bubble = page.getByRole("button", { name: "Open WhatsApp chat" });
    await expect(bubble).toBeVisible();
    if (row.position === "bottom-left") {
      const box = (await bubble.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.x).toBeLessThan(viewport.width / 2);
      expect(box.y).toBeGreaterThan(viewport.height / 2);
    }
    await bubble.click();
    const card = page.getByRole("dialog", { name: row.business_name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(row.welcome_message);
    const box = card.getByPlaceholder("Type your message...");
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute("rows", "3");
    for (const quick of [
      "I need more information",
      "I want to place an order",
      "I have a question",
    ]) {
      await expect(card.getByRole("button", { name: quick })).toBeVisible();
    }
    await card.getByRole("button", { name: "I want to place an order" }).click();
    await expect(box).toHaveValue("I want to place an order");
  });

  test("sends the typed message to wa.me in a new tab, then closes and clears", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open WhatsApp chat" }).click();
    const message = "Need 200 m² terrace waterproofing & quote?";
    await page.getByPlaceholder("Type your message...").fill(message);
    expect(await sendAndCaptureTab(page, context)).toBe(expectedLink(message));
    await expect(page.getByRole("dialog", { name: row.business_name })).toHaveCount(0);
    await page.getByRole("button", { name: "Open WhatsApp chat" }).click();
    await expect(page.getByPlaceholder("Type your message...")).toHaveValue("");
  });

  test("without typed text it sends the custom message, else the welcome message", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open WhatsApp chat" }).click();
    const fallback = row.custom_message?.trim() ? row.custom_message.trim() : row.welcome_message;
    expect(await sendAndCaptureTab(page, context)).toBe(expectedLink(fallback));
  });

  test("Escape and the close button close the card; focus returns to the bubble", async ({
    page,
  }) => {
    await page.goto("/");
    const bubble = page.getByRole("button", { name: "Open WhatsApp chat" });
    await bubble.click();
    await expect(page.getByRole("dialog", { name: row.business_name })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: row.business_name })).toHaveCount(0);
    await expect(bubble).toBeFocused();
    await bubble.click();
    await page.getByRole("button", { name: "Close chat" }).first().click();
    await expect(page.getByRole("dialog", { name: row.business_name })).toHaveCount(0);
  });
});

test("the bubble never covers the cookie banner's buttons", async ({ page }) => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.goto("/");
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    const bubble = page.getByTestId("whatsapp-bubble");
    await expect(bubble).toBeVisible();
    await expect
      .poll(async () => {
        const b = (await bubble.boundingBox())!;
        const top = (await banner.boundingBox())!.y;
        return b.y + b.height <= top;
      })
      .toBe(true);
    for (const name of ["Cookie Settings", "Necessary Only", "Accept All"]) {
      // A click lands on the button itself, not on something floating above it.
      await banner.getByRole("button", { name }).click({ trial: true });
    }
  }
});

test("in Arabic the bubble keeps its configured side", async ({ page }) => {
  await presetConsent(page);
  await page.addInitScript(() => localStorage.setItem("i18nextLng", "ar"));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const bubble = page.getByTestId("whatsapp-bubble");
  await bubble.click();
  // The card's code loads on the first press.
  await expect(page.getByTestId("whatsapp-card")).toBeVisible();
  const b = (await bubble.boundingBox())!;
  const card = (await page.getByTestId("whatsapp-card").boundingBox())!;
  if (row.position.endsWith("left")) {
    expect(b.x).toBeLessThan(100);
    expect(Math.abs(b.x - card.x)).toBeLessThan(2);
  } else {
    expect(b.x + b.width).toBeGreaterThan(1180);
    expect(Math.abs(b.x + b.width - (card.x + card.width))).toBeLessThan(2);
  }
});
