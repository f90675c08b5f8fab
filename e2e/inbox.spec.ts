import { randomInt, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { DEFAULT_ANON_KEY } from "../local-supabase/src/config";
import { presetConsent } from "./support/consent";
import { E2E_ORIGIN } from "./support/ports";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

/** A documentation-range client IP per request, so the contact form's per-IP throttle never trips. */
const freshIp = () =>
  `198.51.100.${randomInt(1, 255)}, 10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

/** A message as the public sends it (the anon role through submit_contact_message). */
async function submitMessage(
  request: APIRequestContext,
  fields: {
    name: string;
    email: string;
    message: string;
    company?: string;
    subject?: string;
    phone?: string;
  },
): Promise<string> {
  const response = await request.post(`${E2E_ORIGIN}/rest/v1/rpc/submit_contact_message`, {
    headers: {
      apikey: DEFAULT_ANON_KEY,
      Authorization: `Bearer ${DEFAULT_ANON_KEY}`,
      "Content-Type": "application/json",
      "X-Forwarded-For": freshIp(),
    },
    data: {
      name_param: fields.name,
      email_param: fields.email,
      message_param: fields.message,
      company_param: fields.company ?? null,
      subject_param: fields.subject ?? null,
      phone_param: fields.phone ?? null,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as string;
}

async function staffPage(page: Page, role: "admin" | "support"): Promise<void> {
  await presetConsent(page);
  await useSession(page, await createSignedInUser(role));
}

const row = (page: Page, name: string) => page.getByTestId("inbox-row").filter({ hasText: name });

test.describe("contact inbox", () => {
  test("a message from /contact is worked from new through in progress to resolved, with a note, and the support desk sees it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const token = randomUUID().slice(0, 8);
    const name = `Kavya Rao ${token}`;
    const email = `kavya-${token}@example.com`;

    // 1. A visitor sends the message from the real contact page.
    const visitor = await browser.newPage();
    await presetConsent(visitor);
    await visitor.route("**/rest/v1/rpc/submit_contact_message", (route) =>
      route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": freshIp() } }),
    );
    await visitor.goto("/contact");
    await visitor.getByLabel(/^Name/).fill(name);
    await visitor.getByLabel(/^Email/).fill(email);
    await visitor.getByLabel(/^Phone/).fill("+91 98250 77001");
    await visitor.getByLabel(/^Company/).fill("Rao Constructions");
    await visitor.getByLabel("Subject").fill(`Basement seepage ${token}`);
    await visitor
      .getByLabel(/^Message/)
      .fill("Water seeps through the basement wall after rain. Please advise.");
    await visitor.getByRole("button", { name: "Send Message" }).click();
    await expect(visitor.getByText("Message sent successfully!")).toBeVisible();
    await visitor.close();

    // 2. The admin sees it as new, with its sender, company, subject and preview.
    await staffPage(page, "admin");
    await page.goto(`/admin/contact?q=${token}`);
    await expect(page.getByRole("heading", { level: 1, name: "Contact messages" })).toBeVisible();
    const listed = row(page, name);
    await expect(listed).toHaveCount(1);
    await expect(listed).toHaveAttribute("data-status", "new");
    await expect(listed).toContainText("Rao Constructions");
    await expect(listed).toContainText(`Basement seepage ${token}`);
    await expect(listed).toContainText("Water seeps through the basement wall");
    await expect(listed).toContainText("New");
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(token);

    // 3. The message view: the whole text, replies by e-mail and WhatsApp.
    await listed.getByRole("link", { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(/\/admin\/contact\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("message-text")).toHaveText(
      "Water seeps through the basement wall after rain. Please advise.",
    );
    const mailto = await page.getByTestId("reply-email").getAttribute("href");
    expect(mailto).toContain(
      `mailto:${email}?subject=${encodeURIComponent(`Re: Basement seepage ${token}`)}`,
    );
    expect(decodeURIComponent(mailto!.split("&body=")[1]!)).toContain(
      "> Water seeps through the basement wall",
    );
    await expect(page.getByTestId("reply-whatsapp")).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/919825077001\?text=/,
    );

    // 4. New -> In progress, a note, -> Resolved; each recorded with who and when.
    await page.getByRole("button", { name: "Move to In progress" }).click();
    await expect(page.getByTestId("message-status")).toHaveText("In progress");
    const history = page.getByTestId("message-history");
    await expect(history).toContainText("changed the status from New to In progress");
    const note = `Called back, site visit on Monday (${token})`;
    await page.getByLabel("Add an internal note").fill(note);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(history.locator("li[data-kind=note]")).toContainText(note);
    await expect(page.getByLabel("Add an internal note")).toHaveValue("");
    await page.getByRole("button", { name: "Move to Resolved" }).click();
    await expect(page.getByTestId("message-status")).toHaveText("Resolved");
    await expect(history).toContainText("changed the status from In progress to Resolved");
    await expect(history.locator("li")).toHaveCount(4); // received, 2 changes, 1 note

    // 5. Back in the list (filters kept), it is no longer new.
    await page.getByRole("link", { name: "Back to messages" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/contact\\?q=${token}$`));
    await expect(row(page, name)).toHaveAttribute("data-status", "resolved");

    // 6. A support user sees the same message and its history at /support/agent, without delete.
    const support = await browser.newPage();
    await staffPage(support, "support");
    await support.goto(`/support/agent?status=resolved&q=${token}`);
    const supportRow = row(support, name);
    await expect(supportRow).toContainText("Resolved");
    await supportRow.getByRole("link", { name: new RegExp(name) }).click();
    await expect(support).toHaveURL(/\/support\/agent\/[0-9a-f-]{36}$/);
    await expect(support.getByTestId("message-status")).toHaveText("Resolved");
    await expect(support.getByTestId("message-history")).toContainText(note);
    await expect(support.getByRole("button", { name: "Move to In progress" })).toBeVisible();
    await expect(support.getByRole("button", { name: "Delete" })).toHaveCount(0);

    // 7. ...and nothing else of the back office.
    for (const path of ["/admin/contact", "/admin/analytics"]) {
      await support.goto(path);
      await expect(support).not.toHaveURL(new RegExp(`${path}$`));
      await expect(
        support.getByRole("heading", { level: 1, name: "Contact messages" }),
      ).toHaveCount(0);
    }
    await support.close();
  });

  test("spam is kept under its filter, the CSV export follows the filters, and only admins delete after confirming", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = randomUUID().slice(0, 8);
    const real = `Farhan Qureshi ${token}`;
    const junk = `Cheap Pills ${token}`;
    await submitMessage(request, {
      name: real,
      email: `farhan-${token}@example.com`,
      message: "Need 40 buckets of roof coat delivered to Surat, please quote.",
      company: '=HYPERLINK("http://evil.example","x")',
    });
    const junkId = await submitMessage(request, {
      name: junk,
      email: `pills-${token}@example.com`,
      message: "Buy cheap pills now at our wonderful shop, best prices!!!",
    });

    await staffPage(page, "admin");
    await page.goto(`/admin/contact/${junkId}`);
    await page.getByRole("button", { name: "Move to Spam" }).click();
    await expect(page.getByTestId("message-status")).toHaveText("Spam");

    // The default (open) view hides spam; the Spam filter shows only spam; "all" shows both.
    await page.goto(`/admin/contact?q=${token}`);
    await expect(row(page, real)).toHaveCount(1);
    await expect(row(page, junk)).toHaveCount(0);
    await page.getByLabel("Status").selectOption("spam");
    await expect(page).toHaveURL(/status=spam/);
    await expect(row(page, junk)).toHaveCount(1);
    await expect(row(page, real)).toHaveCount(0);
    await page.getByLabel("Status").selectOption("all");
    await expect(page.getByTestId("inbox-row")).toHaveCount(2);
    await expect(page.getByTestId("inbox-total")).toHaveText("1–2 of 2");

    // CSV of exactly the filtered list: BOM, header, both rows, formula cells neutralised.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const csv = await readFile(file, "utf8");
    expect(
      csv.startsWith(
        "\uFEFFReceived,Reference,Kind,Status,Name,E-mail,Phone,Company,Subject,Message,Lines,Products",
      ),
    ).toBe(true);
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(csv).toContain(real);
    expect(csv).toContain(junk);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).not.toMatch(/,=HYPERLINK/);

    // Delete asks first, names the sender, and can be cancelled.
    await row(page, junk)
      .getByRole("link", { name: new RegExp(junk) })
      .click();
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this message?" });
    await expect(dialog).toContainText(junk);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete for good" }).click();
    await expect(page).toHaveURL(/\/admin\/contact$/);
    const left = await rest<unknown[]>(
      request,
      "GET",
      `contact_messages?select=id&id=eq.${junkId}`,
    );
    expect(left).toEqual([]);
  });

  test("paging and the date range live in the URL", async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = randomUUID().slice(0, 8);
    for (let i = 1; i <= 11; i++) {
      await submitMessage(request, {
        name: `Pager ${token} ${String(i).padStart(2, "0")}`,
        email: `pager-${i}-${token}@example.com`,
        message: `Paging test message number ${i} for the inbox.`,
      });
    }
    await staffPage(page, "admin");
    await page.goto(`/admin/contact?q=${token}&size=10`);
    await expect(page.getByTestId("inbox-row")).toHaveCount(10);
    await expect(page.getByTestId("inbox-total")).toHaveText("1–10 of 11");
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("inbox-row")).toHaveCount(1);
    await expect(page.getByTestId("inbox-row")).toContainText(`Pager ${token} 01`); // oldest last
    await page.goBack();
    await expect(page.getByTestId("inbox-row")).toHaveCount(10);

    // A date range in the past holds none of them.
    await page.getByLabel("From", { exact: true }).fill("2020-01-01");
    // Each filter writes the URL from the params it rendered with: let the first one land.
    await expect(page).toHaveURL(/from=2020-01-01/);
    await page.getByLabel("To", { exact: true }).fill("2020-01-31");
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
    await expect(page.getByText("No messages match these filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/admin\/contact\?size=10$/);
  });
});
