import { randomInt, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
import { DEFAULT_ANON_KEY } from "../local-supabase/src/config";
import { presetConsent } from "./support/consent";
import { E2E_ORIGIN } from "./support/ports";
import { createSignedInUser, useSession } from "./support/users";

test("the analytics page charts views recorded with consent, exports a series, and explains an empty period", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = randomUUID().slice(0, 8);
  const path = `/products/no-such-${token}`;

  // A visitor who allowed analytics reads a product page: the app records the view itself.
  const visitor = await browser.newPage();
  await presetConsent(visitor, true);
  const recorded = visitor.waitForResponse("**/rest/v1/rpc/record_page_view");
  await visitor.goto("/products/jalkavach-acrylic-roof-coat");
  expect((await recorded).ok()).toBe(true);
  await visitor.close();

  // More views through the same public function, in Hindi, on a page of this test's own.
  for (let i = 0; i < 3; i++) {
    const response = await request.post(`${E2E_ORIGIN}/rest/v1/rpc/record_page_view`, {
      headers: {
        apikey: DEFAULT_ANON_KEY,
        Authorization: `Bearer ${DEFAULT_ANON_KEY}`,
        "Content-Type": "application/json",
        "X-Forwarded-For": `203.0.113.${randomInt(1, 255)}`,
      },
      data: { path_param: path, language_param: "hi", session_id_param: `${token}_s${i}` },
    });
    expect(await response.json()).toBe(true);
  }

  await presetConsent(page);
  await useSession(page, await createSignedInUser("admin"));
  await page.goto("/admin/analytics?range=7");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Last 7 days" })).toBeChecked();
  expect(
    Number((await page.getByTestId("total-views").textContent())!.replace(/\D/g, "")),
  ).toBeGreaterThanOrEqual(4);

  // Each chart has its data as a table (for screen readers, and on demand for everyone).
  const pages = page.getByTestId("chart-card").filter({ hasText: "Most viewed pages" });
  await expect(pages.locator(".recharts-responsive-container")).toBeVisible();
  await expect(pages.getByRole("table")).toContainText(path);
  await expect(pages.getByRole("row", { name: new RegExp(`${path}\\s+3`) })).toHaveCount(1);
  const products = page.getByTestId("chart-card").filter({ hasText: "Most viewed products" });
  await expect(products.getByRole("table")).toContainText("jalkavach-acrylic-roof-coat");
  const languages = page.getByTestId("chart-card").filter({ hasText: "Languages" });
  await languages.getByRole("button", { name: "Show as table" }).click();
  await expect(languages.getByRole("table")).toBeVisible();
  await expect(languages.getByRole("table")).toContainText("Hindi");

  // CSV of one series.
  const download = page.waitForEvent("download");
  await pages.getByRole("button", { name: "Export Most viewed pages as CSV" }).click();
  const csv = await readFile(await (await download).path(), "utf8");
  expect(csv.startsWith("\uFEFFPage,Views\r\n")).toBe(true);
  expect(csv).toContain(`${path},3`);

  // A custom period in the past: no views, and the page says why.
  await page
    .locator("label")
    .filter({ hasText: /^Custom$/ })
    .click();
  await expect(page.getByRole("radio", { name: "Custom" })).toBeChecked();
  await page.getByLabel("From", { exact: true }).fill("2021-03-01");
  await page.getByLabel("To", { exact: true }).fill("2021-03-31");
  await expect(page).toHaveURL(/range=custom&from=2021-03-01&to=2021-03-31/);
  await expect(page.getByRole("heading", { name: "No page views in this period" })).toBeVisible();
  await expect(
    page.getByText(/recorded only for visitors who allow analytics cookies/),
  ).toBeVisible();
  await expect(page.getByTestId("total-views")).toHaveText("0");
  // An end before the start is refused at the field.
  await page.getByLabel("To", { exact: true }).fill("2021-02-01");
  await expect(page.getByText("The end date must be on or after the start date.")).toBeVisible();
});
