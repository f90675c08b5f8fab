import { randomUUID } from "node:crypto";
import { expect as baseExpect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe("a list row's menu", () => {
  test.describe.configure({ timeout: 90_000 });

  test("works by keyboard (WAI-ARIA menu button) and deletes its record after a confirmation", async ({
    page,
    request,
  }) => {
    await presetConsent(page);
    await useSession(page, await createSignedInUser("admin"));
    const name = `Row Menu ${randomUUID().slice(0, 8)}`;
    const [row] = await rest<{ id: string }[]>(request, "POST", "categories", {
      name,
      slug: name.toLowerCase().replace(/\s+/g, "-"),
      is_active: false,
    });

    await page.goto(`/admin/categories?q=${encodeURIComponent(name)}`);
    const trigger = page.getByRole("button", { name: `Actions for ${name}` });
    await trigger.focus();

    // Enter opens it on its first item; the arrows move; Escape closes it back onto the button.
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    const edit = menu.getByRole("menuitem", { name: "Edit" });
    const remove = menu.getByRole("menuitem", { name: "Delete" });
    await expect(edit).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(remove).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(edit).toBeFocused();
    await page.keyboard.press("End");
    await expect(remove).toBeFocused();
    await page.keyboard.press("Home");
    await expect(edit).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    // Space and ArrowDown open it too; Tab does not leave focus stranded in a closed menu.
    await page.keyboard.press(" ");
    await expect(edit).toBeFocused();
    await page.keyboard.press("Escape");
    await page.keyboard.press("ArrowDown");
    await expect(edit).toBeFocused();
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement !== document.body))
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    // Edit by keyboard opens the record's form.
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(edit).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/admin/categories/${row!.id}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/categories\?/);

    // Delete asks first (the edit page's confirmation); Cancel keeps the record.
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(edit).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(remove).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Delete “${name}”?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await rest<unknown[]>(request, "GET", `categories?id=eq.${row!.id}`)).toHaveLength(1);

    await trigger.click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(`${name} deleted`)).toBeVisible();
    await expect(trigger).toBeHidden();
    expect(await rest<unknown[]>(request, "GET", `categories?id=eq.${row!.id}`)).toHaveLength(0);
  });
});
