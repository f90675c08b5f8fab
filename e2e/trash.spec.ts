import { randomUUID } from "node:crypto";
import { expect as baseExpect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

// The machine is shared with other test runs: give the UI a little longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

interface Product {
  id: string;
  slug: string;
  name: string;
}

test("an admin deletes a product, finds it in the trash, restores it, and it is back in the list and on its page", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = randomUUID().slice(0, 8);
  const name = `Trash Seal ${token}`;
  const [product] = await rest<Product[]>(request, "POST", "products", {
    name,
    slug: `trash-seal-${token}`,
    short_description: `Comes back from the trash ${token}`,
    is_active: true,
  });
  await rest(request, "POST", "product_translations", {
    product_id: product!.id,
    language: "hi",
    name: `ट्रैश सील ${token}`,
  });
  try {
    await presetConsent(page);
    await useSession(page, await createSignedInUser("admin"));

    // Delete from its edit page: the confirmation says where it goes.
    await page.goto(`/admin/products/${product!.id}`);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: `Delete “${name}”?` });
    await expect(confirm).toContainText("stay in the trash for 30 days");
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    expect(await rest<Product[]>(request, "GET", `products?id=eq.${product!.id}`)).toEqual([]);

    // The trash lists it with its type and the days left, from the sidebar.
    await page
      .getByRole("navigation", { name: "Admin Panel" })
      .getByRole("link", { name: "Trash" })
      .click();
    await expect(page).toHaveURL(/\/admin\/trash$/);
    const row = page.getByTestId("trash-list").locator(`tr[data-record="${product!.id}"]`);
    await expect(row).toContainText(name);
    await expect(row).toContainText("Products");
    await expect(row).toContainText(/in 30 days|in 29 days/);

    // Restore asks first; Cancel keeps it in the trash.
    await row.getByRole("button", { name: `Restore ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Restore “${name}”?` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: `Restore ${name}` }).click();
    await dialog.getByRole("button", { name: "Restore", exact: true }).click();
    await expect(page.getByText(`“${name}” restored`).first()).toBeVisible();
    await expect(row).toBeHidden();

    // Same id, translation back.
    const [stored] = await rest<Product[]>(
      request,
      "GET",
      `products?select=id,slug,name&id=eq.${product!.id}`,
    );
    expect(stored).toEqual({ id: product!.id, slug: product!.slug, name });
    const translations = await rest<{ name: string }[]>(
      request,
      "GET",
      `product_translations?select=name&product_id=eq.${product!.id}`,
    );
    expect(translations).toEqual([{ name: `ट्रैश सील ${token}` }]);

    // Back in the admin list and on its public page.
    await page.goto(`/admin/products?q=${encodeURIComponent(token)}`);
    await expect(page.getByText(name).first()).toBeVisible();
    await page.goto(`/products/${product!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  } finally {
    await rest(request, "DELETE", `products?id=eq.${product!.id}`);
  }
});

test("a restore whose address was taken meanwhile is refused with a clear message and stays in the trash", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = randomUUID().slice(0, 8);
  const name = `Clash Seal ${token}`;
  const slug = `clash-seal-${token}`;
  const [product] = await rest<Product[]>(request, "POST", "products", {
    name,
    slug,
    is_active: false,
  });
  await rest(request, "DELETE", `products?id=eq.${product!.id}`);
  const [newcomer] = await rest<Product[]>(request, "POST", "products", {
    name: `Newcomer ${token}`,
    slug,
    is_active: false,
  });
  try {
    await presetConsent(page);
    await useSession(page, await createSignedInUser("admin"));
    await page.goto("/admin/trash");
    const row = page.getByTestId("trash-list").locator(`tr[data-record="${product!.id}"]`);
    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/admin/trash");
    await row.getByRole("button", { name: `Restore ${name}` }).click();
    await page
      .getByRole("dialog", { name: `Restore “${name}”?` })
      .getByRole("button", { name: "Restore", exact: true })
      .click();
    await expect(page.getByText(/another record now uses the same address/).first()).toBeVisible();
    await expect(row).toBeVisible();
    expect(await rest<Product[]>(request, "GET", `products?id=eq.${product!.id}`)).toEqual([]);
  } finally {
    await rest(request, "DELETE", `products?id=eq.${newcomer!.id}`);
  }
});
