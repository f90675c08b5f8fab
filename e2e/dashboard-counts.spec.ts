import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { presetConsent } from "./support/consent";
import { createUserWithPassword } from "./support/mail";
import { rest } from "./support/rest";
import { signInWithForm } from "./support/users";

test.describe.configure({ timeout: 90_000 });

const shownNewMessages = async (page: Page) =>
  Number((await page.getByTestId("stat-newMessages").innerText()).replace(/\D/g, ""));

test("an inbox status change updates the dashboard counts", async ({ page, request }) => {
  // Other tests add and move messages too: this one brings its own and compares before/after.
  const name = `Dashboard count ${randomUUID().slice(0, 8)}`;
  await rest(request, "POST", "contact_messages", {
    name,
    email: `${randomUUID()}@example.com`,
    message: "Please call me about a terrace.",
  });
  const serverNewCount = async () =>
    (await rest<unknown[]>(request, "GET", "contact_messages?status=eq.new&select=id")).length;

  await presetConsent(page);
  const admin = await createUserWithPassword("admin");
  await page.goto("/login?next=/admin");
  await signInWithForm(page, admin.email, admin.password);
  await expect(page.locator("main h1")).toHaveText("Dashboard");
  await expect(page.getByTestId("stat-newMessages")).toContainText(/\d/);
  const before = await shownNewMessages(page);

  // Inside the app from here on: no reload clears its cache.
  const nav = page.getByRole("navigation", { name: "Admin Panel" });
  await nav.getByRole("link", { name: /Contact Messages/ }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await page.getByTestId("inbox-row").filter({ hasText: name }).getByRole("link").first().click();
  await page.getByRole("button", { name: "Move to In progress" }).click();
  await expect(page.getByTestId("message-status")).toHaveText("In progress");

  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.locator("main h1")).toHaveText("Dashboard");
  // The cached figure was `before`; a fresh one differs, unless other tests' messages made the
  // server's count come back to exactly that.
  await expect(async () => {
    const shown = await shownNewMessages(page);
    expect(shown !== before || (await serverNewCount()) === before).toBe(true);
  }).toPass({ timeout: 10_000 });
});
