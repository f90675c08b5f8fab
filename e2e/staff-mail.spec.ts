import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { waitForMail } from "./support/mail";
import { createSignedInUser, useSession } from "./support/users";

test.describe("staff told at once", () => {
  test("an admin sets the sales address; a message from /contact is e-mailed there with a link to the inbox", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const token = randomUUID().slice(0, 8);
    const sales = `sales-${token}@example.test`;
    const visitor = `visitor-${token}@example.test`;

    // The admin's "Notifications" dialog in the inbox.
    await presetConsent(page);
    await useSession(page, await createSignedInUser("admin"));
    await page.goto("/admin/contact");
    await page.getByRole("button", { name: "Notifications" }).click();
    const dialog = page.getByRole("dialog", { name: "E-mail for new messages" });
    const field = dialog.getByLabel("Sales addresses");
    await field.fill("not an address");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Not a valid e-mail address: not");
    await field.fill(sales);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Addresses saved")).toBeVisible();
    await expect(dialog).toBeHidden();

    // A visitor sends the contact form.
    const context = await browser.newContext();
    const visitorPage = await context.newPage();
    await presetConsent(visitorPage);
    await visitorPage.goto("/contact");
    await visitorPage.getByLabel(/^Name/).fill(`Meera Shah ${token}`);
    await visitorPage.getByLabel(/^Email/).fill(visitor);
    await visitorPage.getByLabel("Subject").fill("Basement leak");
    await visitorPage
      .getByLabel(/^Message/)
      .fill("Our basement walls leak after rain; please advise a system.");
    await visitorPage.getByRole("button", { name: "Send Message" }).click();
    await expect(visitorPage.getByText("Message sent successfully!")).toBeVisible();
    await context.close();

    const mail = await waitForMail(
      sales,
      new RegExp(`New message (\\S+ )?from Meera Shah ${token}`),
    );
    expect(mail.text).toContain(visitor);
    expect(mail.text).toContain("Our basement walls leak after rain");
    const link = /https?:\/\/\S+\/admin\/contact\/[0-9a-f-]{36}/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();

    // The link opens the message in the inbox, which shows the mail as sent.
    await page.goto(new URL(link!).pathname);
    await expect(page.getByTestId("message-text")).toContainText("Our basement walls leak");
    await expect(page.getByTestId("staff-mail-status")).toHaveAttribute("data-status", "sent");

    // An enquiry from /enquiry is mailed there too, with its lines.
    const buyer = await browser.newContext();
    const buyerPage = await buyer.newPage();
    await presetConsent(buyerPage);
    await buyerPage.goto("/products");
    const add = buyerPage.getByTestId("add-to-enquiry").first();
    const product = (await add.getAttribute("aria-label"))!
      .replace(/^Add /, "")
      .replace(/ to your enquiry list$/, "");
    await add.click();
    await buyerPage.getByTestId("add-to-enquiry-submit").click();
    await expect(buyerPage.getByTestId("add-to-enquiry-dialog")).toHaveCount(0);
    await buyerPage.goto("/enquiry");
    await buyerPage.getByLabel(/^Name/).fill(`Ravi Patel ${token}`);
    await buyerPage.getByLabel(/^Email/).fill(`buyer-${token}@example.test`);
    await buyerPage.getByTestId("enquiry-send").click();
    const reference = buyerPage.getByTestId("enquiry-reference");
    await expect(reference).toHaveText(/^ENQ-/);
    const enquiryRef = (await reference.textContent())!;
    await buyer.close();
    const enquiryMail = await waitForMail(
      sales,
      new RegExp(`New enquiry ${enquiryRef} from Ravi Patel ${token}`),
    );
    expect(enquiryMail.text).toContain(product);

    // Leave no address behind for other tests' messages.
    await page.goto("/admin/contact");
    await page.getByRole("button", { name: "Notifications" }).click();
    await page.getByLabel("Sales addresses").fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Addresses saved")).toBeVisible();
  });
});
