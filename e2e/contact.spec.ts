import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";
import { applyVariant, VARIANTS } from "./support/variants";

async function fillForm(page: Page, email: string) {
  await page.getByLabel(/^Name/).fill("Asha Mehta");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill("+91 98250 12345");
  await page.getByLabel(/^Company/).fill("Mehta Builders");
  await page.getByLabel("Subject").fill("Terrace at Navrangpura");
  await page.getByLabel(/^Message/).fill("Please quote for 90 m² of terrace waterproofing.");
}

test.describe("contact", () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test("a message is sent, stored and the form cleared; the draft survived a reload", async ({
    page,
    request,
  }) => {
    const email = `e2e-${randomUUID()}@example.com`;
    await page.goto("/contact");
    await expect(page.locator("main h1")).toHaveText("Contact Us");
    await expect(
      page.getByTestId("contact-details").getByRole("link", { name: "+91 79 4890 2150" }),
    ).toHaveAttribute("href", "tel:+917948902150");
    await fillForm(page, email);
    await page.reload();
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);
    await expect(page.getByLabel(/^Message/)).toHaveValue(/90 m²/);

    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveValue("");
    await expect(page.getByLabel(/^Message/)).toHaveValue("");
    const rows = await rest<{ name: string; company: string; subject: string }[]>(
      request,
      "GET",
      `contact_messages?select=name,company,subject&email=eq.${email}`,
    );
    expect(rows).toEqual([
      { name: "Asha Mehta", company: "Mehta Builders", subject: "Terrace at Navrangpura" },
    ]);
    await page.reload();
    await expect(page.getByLabel(/^Email/)).toHaveValue("");
  });

  test("when the backend refuses, the error shows and every field stays filled", async ({
    page,
  }) => {
    await page.route("**/rest/v1/rpc/submit_contact_message", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "XX000", message: "boom", details: null, hint: null }),
      }),
    );
    await page.goto("/contact");
    const email = `e2e-${randomUUID()}@example.com`;
    await fillForm(page, email);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue("Asha Mehta");
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);
    await expect(page.getByLabel(/^Phone/)).toHaveValue("+91 98250 12345");
    await expect(page.getByLabel(/^Company/)).toHaveValue("Mehta Builders");
    await expect(page.getByLabel("Subject")).toHaveValue("Terrace at Navrangpura");
    await expect(page.getByLabel(/^Message/)).toHaveValue(/90 m²/);
  });

  test("the rate limit's refusal is said clearly", async ({ page }) => {
    await page.route("**/rest/v1/rpc/submit_contact_message", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          code: "PT429",
          message: "Too many messages",
          details: "email",
          hint: null,
        }),
      }),
    );
    await page.goto("/contact");
    await fillForm(page, `e2e-${randomUUID()}@example.com`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-error")).toContainText(
      "several messages in a short time",
    );
  });

  test("a bad e-mail gets a message at the field; ?product= prefills subject and message", async ({
    page,
  }) => {
    await page.goto("/contact?product=jalkavach-acrylic-roof-coat");
    await expect(page.getByLabel("Subject")).toHaveValue("Enquiry about JalKavach Roof Coat AE");
    await expect(page.getByLabel(/^Message/)).toHaveValue(/JalKavach Roof Coat AE/);

    await page.getByLabel(/^Name/).fill("Asha Mehta");
    await page.getByLabel(/^Email/).fill("asha-at-example");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(/^Email/)).toBeFocused();
    await expect(page.getByText("Message sent successfully!")).toHaveCount(0);
  });

  test("axe: no serious or critical violations (en and ar, light and dark)", async ({ page }) => {
    test.setTimeout(120_000);
    for (const variant of VARIANTS) {
      await applyVariant(page, variant);
      await page.goto("/contact");
      await expect(page.getByTestId("contact-details")).toBeVisible();
      await expectNoSeriousA11yViolations(page, `contact ${variant.name}`);
    }
  });
});
