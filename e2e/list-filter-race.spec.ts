import { randomInt, randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Locator, type Page } from "./support/test";
import { DEFAULT_ANON_KEY } from "../local-supabase/src/config";
import { presetConsent } from "./support/consent";
import { E2E_ORIGIN } from "./support/ports";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

// The machine is shared with other test runs: give the UI a little longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A token the search finds in these rows only (letters, so full-text search keeps it whole). */
const token = () =>
  `zr${randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 8)}`;

async function signIn(page: Page) {
  await presetConsent(page);
  await useSession(page, await createSignedInUser("admin"));
}

/**
 * Types into the search box and chooses a filter option in one go, as the browser's own input and
 * change events, so the filter is certainly chosen within the search's 300 ms pause (separate
 * Playwright actions can be seconds apart on a busy machine).
 */
async function typeThenFilter(
  page: Page,
  search: Locator,
  q: string,
  filter: Locator,
  value: string,
) {
  const box = await search.elementHandle();
  const select = await filter.elementHandle();
  await page.evaluate(
    ([box, select, q, value]) => {
      const input = box as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, q);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      (select as HTMLSelectElement).value = value;
      select!.dispatchEvent(new Event("change", { bubbles: true }));
    },
    [box, select, q, value] as const,
  );
}

/** The URL's params once the debounced search has landed in it. */
async function afterSearchLanded(page: Page, q: string) {
  await expect(page).toHaveURL(new RegExp(`[?&]q=${q}(&|$)`));
  return new URL(page.url()).searchParams;
}

test.describe("a filter chosen while a search is still debouncing is kept", () => {
  test.describe.configure({ timeout: 90_000 });

  test("on a content list", async ({ page, request }) => {
    await signIn(page);
    const q = token();
    const [active, inactive] = [`${q} Active pail`, `${q} Inactive pail`];
    const created = await rest<{ id: string }[]>(request, "POST", "products", [
      { name: active, slug: `${q}-active`, is_active: true },
      { name: inactive, slug: `${q}-inactive`, is_active: false },
    ]);
    try {
      await page.goto("/admin/products");
      const search = page.getByRole("searchbox", { name: "Search Products" });
      await expect(search).toBeEditable();
      await typeThenFilter(page, search, q, page.getByLabel("Active", { exact: true }), "true");

      const params = await afterSearchLanded(page, q);
      expect(params.get("is_active")).toBe("true");
      await expect(page.getByRole("link", { name: active })).toBeVisible();
      await expect(page.getByRole("link", { name: inactive })).toHaveCount(0);
      await expect(search).toHaveValue(q);
      await expect(page.getByLabel("Active", { exact: true })).toHaveValue("true");
    } finally {
      for (const { id } of created) await rest(request, "DELETE", `products?id=eq.${id}`);
    }
  });

  test("on the inbox", async ({ page, request }) => {
    const q = token();
    const ids: string[] = [];
    for (const who of ["Open", "Resolved"]) {
      const response = await request.post(`${E2E_ORIGIN}/rest/v1/rpc/submit_contact_message`, {
        headers: {
          apikey: DEFAULT_ANON_KEY,
          Authorization: `Bearer ${DEFAULT_ANON_KEY}`,
          "Content-Type": "application/json",
          "X-Forwarded-For": `198.51.100.${randomInt(1, 255)}`,
        },
        data: {
          name_param: `${who} ${q}`,
          email_param: `${who.toLowerCase()}-${q}@example.com`,
          message_param: `A message for the filter race test, ${who.toLowerCase()}.`,
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
      ids.push((await response.json()) as string);
    }
    await rest(request, "PATCH", `contact_messages?id=eq.${ids[1]}`, { status: "resolved" });

    await signIn(page);
    await page.goto("/admin/contact");
    const search = page.getByRole("searchbox", { name: "Search" });
    await expect(search).toBeEditable();
    await typeThenFilter(page, search, q, page.getByLabel("Status"), "resolved");

    const params = await afterSearchLanded(page, q);
    expect(params.get("status")).toBe("resolved");
    const rows = page.getByTestId("inbox-row");
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(`Resolved ${q}`);
    await expect(search).toHaveValue(q);
    await expect(page.getByLabel("Status")).toHaveValue("resolved");
  });
});
