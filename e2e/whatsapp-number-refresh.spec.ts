import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { ensureActiveWhatsApp, rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

const digits = (phone: string) => phone.replace(/\D/g, "");

test("a WhatsApp settings save shows the new number on a public page without a reload", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { row: active } = await ensureActiveWhatsApp(request);
  const oldNumber = active.phone_number;
  const newNumber = digits(oldNumber).endsWith("11") ? "+91 98250 41822" : "+91 98250 41811";
  try {
    await presetConsent(page);
    await useSession(page, await createSignedInUser("admin"));

    // A product page caches the number for its enquiry link (for five minutes).
    await page.goto("/");
    const firstProduct = page.getByTestId("home-featured").locator(`a[href*="/products/"]`).first();
    await firstProduct.click();
    // The product header and the enquiry band each have the button: the first is enough.
    const enquiry = page.getByTestId("whatsapp-enquiry").first();
    await expect(enquiry).toHaveAttribute("href", new RegExp(`wa\\.me/${digits(oldNumber)}\\?`));
    const productUrl = page.url();
    await page.evaluate(() => ((window as { loadedOnce?: boolean }).loadedOnce = true));

    // Into the back office inside the app (the router follows history, no page load).
    await page.evaluate(() => {
      window.history.pushState(null, "", "/admin/whatsapp");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1, name: "WhatsApp chat" })).toBeVisible();
    await page.getByLabel("WhatsApp number").fill(newNumber);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("WhatsApp settings saved.", { exact: false })).toBeVisible();

    // Back to the site by its link, then to a product by a link: the new number shows.
    await page.getByRole("link", { name: "View site" }).first().click();
    await page.getByTestId("home-featured").locator(`a[href*="/products/"]`).first().click();
    await expect(page).toHaveURL(productUrl);
    await expect(enquiry).toHaveAttribute("href", new RegExp(`wa\\.me/${digits(newNumber)}\\?`));
    expect(await page.evaluate(() => (window as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
  } finally {
    await rest(request, "PATCH", `whatsapp_settings?id=eq.${active.id}`, {
      phone_number: oldNumber,
    });
  }
});
