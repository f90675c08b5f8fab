import { randomUUID } from "node:crypto";
import { expect as baseExpect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

// The machine is shared with other test runs: give the UI a little longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

interface Product {
  id: string;
  name: string;
  short_description: string | null;
}

test("an admin restores a product's earlier version from its history; the restore is a new history entry", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = randomUUID().slice(0, 8);
  const first = `Restore Seal ${token}`;
  const second = `Restore Seal renamed ${token}`;
  const [product] = await rest<Product[]>(request, "POST", "products", {
    name: first,
    slug: `restore-seal-${token}`,
    short_description: `Original short ${token}`,
    is_active: false,
  });
  try {
    await presetConsent(page);
    await useSession(page, await createSignedInUser("admin"));
    await page.goto(`/admin/products/${product!.id}`);
    const name = page.getByLabel("Name", { exact: true });
    await expect(name).toHaveValue(first);

    // An edit by mistake: the name and the short description.
    await name.fill(second);
    await page.getByLabel("Short description").fill(`Changed short ${token}`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Product saved").first()).toBeVisible();
    const history = page.getByRole("list", { name: "History" });
    const edits = history.getByRole("listitem").filter({ hasText: "Edited by" });
    await expect(edits).toHaveCount(1);

    // Restore the version before it, after a confirmation (cancelled once: nothing changes).
    const restore = edits.first().getByRole("button", { name: /Restore the version before/ });
    await restore.click();
    const dialog = page.getByRole("dialog", { name: "Restore the earlier version?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(name).toHaveValue(second);

    await restore.click();
    await dialog.getByRole("button", { name: "Restore", exact: true }).click();
    await expect(page.getByText("Earlier version restored").first()).toBeVisible();
    await expect(name).toHaveValue(first);
    await expect(page.getByLabel("Short description")).toHaveValue(`Original short ${token}`);
    await expect(page.getByText("Unsaved changes")).toBeHidden();

    // The restore is itself the newest change in the history: from the second name back.
    await expect(edits).toHaveCount(2);
    await expect(edits.first().locator("del", { hasText: second })).toBeVisible();
    await expect(edits.first().locator("ins", { hasText: first })).toBeVisible();
    const [stored] = await rest<Product[]>(
      request,
      "GET",
      `products?select=id,name,short_description&id=eq.${product!.id}`,
    );
    expect(stored).toEqual({
      id: product!.id,
      name: first,
      short_description: `Original short ${token}`,
    });

    // A restore over a newer version saved elsewhere is refused (the stale-edit check).
    await rest(request, "PATCH", `products?id=eq.${product!.id}`, { name: `${first} elsewhere` });
    await edits
      .first()
      .getByRole("button", { name: /Restore the version before/ })
      .click();
    await dialog.getByRole("button", { name: "Restore", exact: true }).click();
    await expect(
      page.getByText(/Someone else changed this record meanwhile/).first(),
    ).toBeVisible();
    const [after] = await rest<Product[]>(
      request,
      "GET",
      `products?select=name&id=eq.${product!.id}`,
    );
    expect(after!.name).toBe(`${first} elsewhere`);
  } finally {
    await rest(request, "DELETE", `products?id=eq.${product!.id}`);
  }
});
