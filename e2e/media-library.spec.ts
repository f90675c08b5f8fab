import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { pathOfUrl, putFile, removeFiles } from "./support/media";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

// The media library at /admin/media and the "Choose from library" picker of the content forms.
// Every file and record made here is removed at the end (test files share one backend).

const expect = baseExpect.configure({ timeout: 20_000 });

// A 2x2 PNG, padded after its end chunk (the form stores it resized: far smaller).
const PNG = Buffer.concat([
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
    "base64",
  ),
  Buffer.alloc(2_425),
]);

test.describe.configure({ timeout: 120_000 });

async function signIn(page: Page) {
  await presetConsent(page);
  await useSession(page, await createSignedInUser("admin"));
}

const card = (page: Page, path: string) =>
  page.locator(`[data-testid="media-card"][data-name="${path}"]`);

test("a file uploaded in a form is listed with its size and where it is used", async ({
  page,
  request,
}) => {
  await signIn(page);
  const tag = `media-e2e-${randomUUID().slice(0, 8)}`;
  const name = `Media Brand ${tag}`;
  const [brand] = await rest<{ id: string }[]>(request, "POST", "brands", { name, slug: tag });
  let path = "";
  try {
    await page.goto(`/admin/brands/${brand!.id}`);
    await page
      .locator("#field-logo_url-file")
      .setInputFiles({ name: `${tag}.png`, mimeType: "image/png", buffer: PNG });
    await expect(page.locator("#field-logo_url")).toHaveValue(
      /\/storage\/v1\/object\/public\/media\//,
    );
    const url = await page.locator("#field-logo_url").inputValue();
    path = pathOfUrl(url, "media");
    // The form resizes images before upload: the library shows what was stored, with its copies.
    const stored = (await (await request.get(url)).body()).length;
    const saved = page.waitForResponse(
      (r) => r.url().includes("/rest/v1/brands?") && r.request().method() === "PATCH" && r.ok(),
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saved;

    await page.goto(`/admin/media?q=${tag}`);
    await expect(page.locator("main h1, #admin-main h1").first()).toHaveText("Media library");
    const item = card(page, path);
    await expect(item).toBeVisible();
    expect(stored).toBeLessThan(1_000); // a 2x2 WebP: shown in bytes
    await expect(item.getByTestId("media-size")).toHaveText(`${stored} byte`);
    await expect(item.getByTestId("media-usages")).toContainText(`Brands · ${name} · Logo`);
    // A used file offers no Delete (its delete policy would refuse it).
    await expect(item.getByRole("button", { name: /Delete/ })).toHaveCount(0);
    await item.getByRole("link", { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/brands/${brand!.id}$`));
  } finally {
    await rest(request, "DELETE", `brands?id=eq.${brand!.id}`);
    await removeFiles("media", path ? [path] : []);
  }
});

test("an image picked from the library in a product form is saved and shown as used", async ({
  page,
  request,
}) => {
  await signIn(page);
  const tag = `media-e2e-${randomUUID().slice(0, 8)}`;
  const path = `e2e/${tag}.png`;
  const url = await putFile("media", path, PNG, "image/png");
  const name = `Media Product ${tag}`;
  const [product] = await rest<{ id: string }[]>(request, "POST", "products", {
    name,
    slug: tag,
  });
  try {
    await page.goto(`/admin/products/${product!.id}`);
    await page.getByRole("button", { name: /Image: Choose from library/ }).click();
    const dialog = page.getByRole("dialog", { name: "Media library" });
    await dialog.locator(`[data-name="${path}"]`).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("#field-image_url")).toHaveValue(url);
    await page.locator("#field-image_url-alt").fill("A red test swatch");
    const saved = page.waitForResponse(
      (r) => r.url().includes("/rest/v1/products?") && r.request().method() === "PATCH" && r.ok(),
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saved;
    const [row] = await rest<{ image_url: string }[]>(
      request,
      "GET",
      `products?select=image_url&id=eq.${product!.id}`,
    );
    expect(row!.image_url).toBe(url);

    await page.goto(`/admin/media?q=${tag}`);
    const item = card(page, path);
    await expect(item.getByTestId("media-usages")).toContainText(
      `Products · ${name} · Gallery, Image`,
    );
    await expect(item).toContainText("Alt text: A red test swatch");
    await expect(item.getByRole("link", { name: new RegExp(name) })).toHaveAttribute(
      "href",
      `/admin/products/${product!.id}`,
    );
    await expectNoSeriousA11yViolations(page);
  } finally {
    await rest(request, "DELETE", `products?id=eq.${product!.id}`);
    await removeFiles("media", [path]);
  }
});

test("an unused file is listed as unused and deleted after a confirmation", async ({
  page,
  request,
}) => {
  await signIn(page);
  const tag = `media-e2e-${randomUUID().slice(0, 8)}`;
  const path = `e2e/${tag}.png`;
  const url = await putFile("media", path, PNG, "image/png");
  try {
    await page.goto(`/admin/media?q=${tag}&show=unused`);
    const item = card(page, path);
    await expect(item).toContainText("Unused");
    await item.getByRole("button", { name: `Delete ${tag}.png` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this file?" });
    await expect(confirm).toContainText(`${tag}.png is not used anywhere`);
    // Cancel keeps it.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(item).toBeVisible();
    await item.getByRole("button", { name: `Delete ${tag}.png` }).click();
    await page
      .getByRole("dialog", { name: "Delete this file?" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect(page.getByText(`${tag}.png deleted.`).first()).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(page.getByText("No files match.")).toBeVisible();
    expect((await request.get(url)).status()).toBeGreaterThanOrEqual(400);
  } finally {
    await removeFiles("media", [path]);
  }
});
