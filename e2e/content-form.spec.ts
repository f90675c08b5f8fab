import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "./support/test";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

// The machine is shared with other test runs: give the UI a little longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

async function signIn(page: Page) {
  await presetConsent(page);
  await useSession(page, await createSignedInUser("admin"));
}

/** Offline, then online again: the app refetches its stale queries in the background. */
async function reconnect(page: Page, id: string) {
  const refetched = page.waitForResponse(
    (r) => r.url().includes("/rest/v1/videos?") && r.url().includes(`id=eq.${id}`),
  );
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await refetched;
}

test("the dashboard's New product opens the product form", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin");
  await expect(page.locator("main h1")).toHaveText("Dashboard");
  for (const link of await page.getByRole("link", { name: "New product" }).all()) {
    await expect(link).toHaveAttribute("href", "/admin/products/new");
  }
  await page.getByRole("link", { name: "New product" }).first().click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "New Product" })).toBeVisible();
});

test("the content form keeps what is typed across a background refetch, and says when the record changed", async ({
  page,
  request,
}) => {
  const title = `Refetch ${randomUUID().slice(0, 8)}`;
  const youtubeId = randomUUID().replace(/-/g, "").slice(0, 11);
  const [video] = await rest<{ id: string }[]>(request, "POST", "videos", {
    youtube_id: youtubeId,
    title,
    is_active: false,
    sort_order: 0,
  });
  try {
    await signIn(page);
    await page.goto(`/admin/videos/${video!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const description = page.getByLabel("Description");
    await description.fill("Typed, not saved yet");

    // A refetch that brings the same version changes nothing.
    await reconnect(page, video!.id);
    await expect(description).toHaveValue("Typed, not saved yet");
    await expect(page.getByText("Someone else changed this record")).toHaveCount(0);

    // Another tab saves the record: the refetch brings a newer version; the form keeps the
    // typed text and says so.
    await rest(request, "PATCH", `videos?id=eq.${video!.id}`, { title: `${title} elsewhere` });
    await reconnect(page, video!.id);
    await expect(page.getByText("Someone else changed this record")).toBeVisible();
    await expect(description).toHaveValue("Typed, not saved yet");
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

    // Reloading takes their version.
    await page.getByRole("button", { name: "Reload the latest version" }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${title} elsewhere`);
    await expect(description).toHaveValue("");
    await expect(page.getByText("Someone else changed this record")).toHaveCount(0);
  } finally {
    await rest(request, "DELETE", `videos?id=eq.${video!.id}`);
  }
});
