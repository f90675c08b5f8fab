import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Locator, type Page } from "./support/test";
import { presetConsent } from "./support/consent";
import { E2E_ORIGIN } from "./support/ports";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

// The machine is shared with other test runs: give the UI a little longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

const uniq = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

async function signIn(page: Page) {
  await presetConsent(page);
  await useSession(page, await createSignedInUser("admin"));
}

const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click();

/** Saves a product form and waits for the update to succeed. */
async function saveProduct(page: Page) {
  const saved = page.waitForResponse(
    (r) => r.url().includes("/rest/v1/products?") && r.request().method() === "PATCH" && r.ok(),
  );
  await save(page);
  await saved;
}

/** Names of the listed records, top to bottom, among the given ones. */
async function listedOrder(page: Page, names: string[]): Promise<string[]> {
  const texts = await page.getByRole("row").allInnerTexts();
  return texts.flatMap((text) => names.filter((n) => text.includes(n)));
}

// A 2x2 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

test.describe.configure({ timeout: 120_000 });

test("closing a tab with unsaved changes asks first (beforeunload); a saved form does not", async ({
  page,
  request,
}) => {
  await signIn(page);
  const name = uniq("Unload Brand");
  const [brand] = await rest<{ id: string }[]>(request, "POST", "brands", {
    name,
    slug: slugOf(name),
  });
  await page.goto(`/admin/brands/${brand!.id}`);
  const description = page.getByLabel("Description");
  await description.click();
  await page.keyboard.type("Typed but not saved");

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.type());
    // Stay on the page.
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(["beforeunload"]);
  expect(page.isClosed()).toBe(false);
  await expect(description).toHaveValue("Typed but not saved");

  // Saved: nothing to lose, so the tab closes without asking.
  await save(page);
  await expect(page.getByText("Brand saved").first()).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(dialogs).toEqual(["beforeunload"]);
  const [after] = await rest<{ description: string }[]>(
    request,
    "GET",
    `brands?select=description&id=eq.${brand!.id}`,
  );
  expect(after!.description).toBe("Typed but not saved");
  await rest(request, "DELETE", `brands?id=eq.${brand!.id}`);
});

/** Drags a row by its handle onto another row with real pointer events, in small steps. */
async function dragRow(page: Page, from: Locator, to: Locator) {
  const handle = from.getByRole("button", { name: "Drag to reorder" });
  const a = (await handle.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  // Past the 4 px activation distance first, then towards the target in steps.
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(a.x + a.width / 2, b.y + b.height * 0.75, { steps: 12 });
  await page.mouse.up();
}

test("categories: dragging a row with the pointer saves the new order in one call", async ({
  page,
  request,
}) => {
  await signIn(page);
  const names = [uniq("Drag A"), uniq("Drag B"), uniq("Drag C")];
  const created = await rest<{ id: string; name: string }[]>(
    request,
    "POST",
    "categories",
    names.map((n, i) => ({ name: n, slug: slugOf(n), sort_order: -5000 + i })),
  );
  // Writes to categories: direct updates, or reorder_content() calls.
  const calls: string[] = [];
  page.on("request", (r) => {
    const url = r.url();
    if (url.includes("/rest/v1/rpc/reorder_content")) calls.push("rpc");
    else if (url.includes("/rest/v1/categories") && r.method() === "PATCH") calls.push("patch");
  });

  await page.goto("/admin/categories?sort=sort_order");
  await expect(page.getByText("Drag rows by the handle")).toBeVisible();
  await expect.poll(() => listedOrder(page, names)).toEqual(names);

  const row = (n: string) => page.getByRole("row", { name: new RegExp(n) });
  await dragRow(page, row(names[0]!), row(names[2]!));
  await expect(page.getByText(`Order saved (${names[0]} moved)`)).toBeVisible();
  await expect.poll(() => listedOrder(page, names)).toEqual([names[1], names[2], names[0]]);

  // One request wrote the whole move: the reorder_content() call.
  expect(calls).toEqual(["rpc"]);
  const rows = await rest<{ name: string; sort_order: number }[]>(
    request,
    "GET",
    `categories?select=name,sort_order&id=in.(${created.map((c) => c.id).join(",")})&order=sort_order`,
  );
  expect(rows.map((r) => r.name)).toEqual([names[1], names[2], names[0]]);

  await page.reload();
  await expect.poll(() => listedOrder(page, names)).toEqual([names[1], names[2], names[0]]);
  await rest(request, "DELETE", `categories?id=in.(${created.map((c) => c.id).join(",")})`);
});

test("products: featured products are reordered on their own, leaving the others' order alone", async ({
  page,
  request,
}) => {
  await signIn(page);
  const featured = [uniq("Feat A"), uniq("Feat B"), uniq("Feat C")];
  const plain = uniq("Plain");
  const made = await rest<{ id: string; name: string }[]>(request, "POST", "products", [
    ...featured.map((n, i) => ({
      name: n,
      slug: slugOf(n),
      is_featured: true,
      sort_order: -7000 + i * 10,
    })),
    { name: plain, slug: slugOf(plain), is_featured: false, sort_order: -6995 },
  ]);
  const ids = made.map((m) => m.id).join(",");

  // Filtered by something else, the list cannot be reordered.
  await page.goto(`/admin/products?is_active=true`);
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Move .* up$/ })).toHaveCount(0);

  await page.getByRole("link", { name: "Order featured products" }).click();
  await expect(page).toHaveURL(/is_featured=true/);
  await expect(
    page.getByText("Featured products, in the order the home page shows them"),
  ).toBeVisible();
  await expect.poll(() => listedOrder(page, [...featured, plain])).toEqual(featured);

  // Keyboard: move C up twice to the top.
  const up = page.getByRole("button", { name: `Move ${featured[2]} up` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Order saved (${featured[2]} moved)`).first()).toBeVisible();
  await expect(up).toBeEnabled();
  await up.focus();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => listedOrder(page, featured))
    .toEqual([featured[2], featured[0], featured[1]]);

  const rows = await rest<{ name: string; sort_order: number }[]>(
    request,
    "GET",
    `products?select=name,sort_order&id=in.(${ids})&order=sort_order,name`,
  );
  const by = Object.fromEntries(rows.map((r) => [r.name, r.sort_order]));
  // The featured products keep their own slots (-7000, -6990, -6980), dealt out anew ...
  expect([by[featured[2]!], by[featured[0]!], by[featured[1]!]]).toEqual([-7000, -6990, -6980]);
  // ... and the product that is not featured was not touched.
  expect(by[plain]).toBe(-6995);

  // The public home page shows them in that order.
  await page.goto("/");
  const cards = page
    .getByRole("region", { name: "Featured products" })
    .getByRole("heading", { level: 3 });
  await expect
    .poll(async () => (await cards.allInnerTexts()).filter((n) => featured.includes(n)))
    .toEqual([featured[2], featured[0], featured[1]]);

  await rest(request, "DELETE", `products?id=in.(${ids})`);
});

test("transport: CSV import of a good file, then of a file with a bad row", async ({
  page,
  request,
}) => {
  await signIn(page);
  const token = `zt${randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 8)}`;
  const header = "name,contact_person,phones,city,state,service_areas,vehicle_types,is_active";
  const good = [
    header,
    `${token} Roadways,Asha Patel,+91 79 1234 5678; 079 2345 6789,Ahmedabad,Gujarat,Gujarat; Rajasthan,Truck; Tempo,yes`,
    `"${token} Freight, Surat",,9876543210,Surat,Gujarat,,,no`,
  ].join("\r\n");
  await page.goto("/admin/transport");
  await page.getByRole("button", { name: "Import CSV" }).click();
  await page.locator("#csv-import-file").setInputFiles({
    name: "transport.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${good}`),
  });
  let dialog = page.getByRole("dialog");
  await expect(dialog.getByText("2 rows ready to import, 0 with errors")).toBeVisible();
  await dialog.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByText("Imported 2 rows")).toBeVisible();
  let rows = await rest<
    { name: string; phones: string[]; service_areas: string[]; is_active: boolean }[]
  >(request, "GET", `transport_companies?select=*&name=like.${token}*&order=name`);
  expect(rows.map((r) => r.name)).toEqual([`${token} Freight, Surat`, `${token} Roadways`]);
  expect(rows[1]).toMatchObject({
    phones: ["+91 79 1234 5678", "079 2345 6789"],
    service_areas: ["Gujarat", "Rajasthan"],
    is_active: true,
  });
  expect(rows[0]!.is_active).toBe(false);

  const withBad = [
    header,
    `${token} Carriers,,022 2345 6789,Mumbai,Maharashtra,,,yes`,
    `${token} Broken,,not a phone,Pune,Maharashtra,,,yes`,
  ].join("\n");
  await page.getByRole("button", { name: "Import CSV" }).click();
  await page.locator("#csv-import-file").setInputFiles({
    name: "transport-bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(withBad),
  });
  dialog = page.getByRole("dialog");
  await expect(dialog.getByText("1 rows ready to import, 1 with errors")).toBeVisible();
  await expect(
    dialog.getByText("Phone numbers: Enter valid phone numbers (6 to 15 digits each)"),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Import 1 row" }).click();
  await expect(page.getByText("Imported 1 row", { exact: true })).toBeVisible();
  rows = await rest(request, "GET", `transport_companies?select=*&name=like.${token}*&order=name`);
  expect(rows.map((r) => r.name)).toEqual([
    `${token} Carriers`,
    `${token} Freight, Surat`,
    `${token} Roadways`,
  ]);
  await rest(request, "DELETE", `transport_companies?name=like.${token}*`);
});

test("columns can be hidden from the keyboard, per list, and stay hidden after a reload", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/brands");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Website" })).toBeVisible();

  const menuButton = page.getByRole("button", { name: /^Columns/ });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitemcheckbox", { name: "Website" })).toBeChecked();
  // The title column (the link to the edit page) cannot be hidden.
  await expect(menu.getByRole("menuitemcheckbox", { name: "Name" })).toHaveCount(0);
  await menu.getByRole("menuitemcheckbox", { name: "Website" }).focus();
  await page.keyboard.press("Space");
  await expect(menu.getByRole("menuitemcheckbox", { name: "Website" })).not.toBeChecked();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await expect(table.getByRole("columnheader", { name: "Website" })).toHaveCount(0);
  await expect(menuButton).toContainText("Hidden: 1");

  await page.reload();
  await expect(table.getByRole("columnheader", { name: "Slug" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Website" })).toHaveCount(0);

  // Another list keeps its own columns.
  await page.goto("/admin/categories");
  await expect(page.getByRole("table").getByRole("columnheader", { name: "Slug" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Columns/ })).not.toContainText("Hidden");

  await page.goto("/admin/brands");
  await page.getByRole("button", { name: /^Columns/ }).click();
  await page.getByRole("menuitem", { name: "Show all columns" }).click();
  await expect(table.getByRole("columnheader", { name: "Website" })).toBeVisible();
});

test("replacing and removing uploads deletes the old files from the bucket after the save, never the new one", async ({
  page,
  request,
}) => {
  await signIn(page);
  const name = uniq("Media Swap");
  // A product still pointing at a seeded site image (not in the bucket).
  const [product] = await rest<{ id: string }[]>(request, "POST", "products", {
    name,
    slug: slugOf(name),
    image_url: "/images/products/dhruvabit-sbs-3mm.svg",
    gallery: [{ url: "/images/products/dhruvabit-sbs-3mm.svg", alt: "Seeded" }],
  });
  const id = product!.id;
  const exists = async (url: string) => (await request.get(url)).ok();
  const current = async () =>
    (
      await rest<{ image_url: string | null; tds_url: string | null }[]>(
        request,
        "GET",
        `products?select=image_url,tds_url&id=eq.${id}`,
      )
    )[0]!;

  await page.goto(`/admin/products/${id}`);
  const upload = async (field: string, fileName: string, mimeType: string, buffer: Buffer) => {
    const before = await page.locator(`#field-${field}`).inputValue();
    await page.locator(`#field-${field}-file`).setInputFiles({ name: fileName, mimeType, buffer });
    await expect(page.locator(`#field-${field}`)).not.toHaveValue(before);
    return page.locator(`#field-${field}`).inputValue();
  };
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

  // Replace the seeded image twice before saving, and add a data sheet.
  const first = await upload("image_url", "first.png", "image/png", PNG);
  const second = await upload("image_url", "second.png", "image/png", PNG);
  const sheet = await upload("tds_url", "tds.pdf", "application/pdf", pdf);
  expect(first).toContain(`${E2E_ORIGIN}/storage/v1/object/public/media/products/`);
  expect(await exists(first)).toBe(true);
  await page.getByLabel("Alt text").first().fill("Second image");
  await saveProduct(page);
  expect(await current()).toMatchObject({ image_url: second, tds_url: sheet });
  // The upload replaced before the save is gone; the saved ones stay; the seeded path is untouched.
  await expect.poll(() => exists(first)).toBe(false);
  expect(await exists(second)).toBe(true);
  expect(await exists(sheet)).toBe(true);
  expect(await exists(`${E2E_ORIGIN}/images/products/dhruvabit-sbs-3mm.svg`)).toBe(true);

  // A failed save deletes nothing: the old file is kept until a save succeeds.
  const third = await upload("image_url", "third.png", "image/png", PNG);
  await page.route(/\/rest\/v1\/products\?/, (route) =>
    route.request().method() === "PATCH" ? route.abort() : route.fallback(),
  );
  await save(page);
  await expect(page.getByText("could not be saved", { exact: false }).first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(await exists(second)).toBe(true);
  expect(await exists(third)).toBe(true);
  await page.unroute(/\/rest\/v1\/products\?/);

  // Remove the data sheet and save with the third image: the second image and the sheet go.
  await page
    .locator("#field-tds_url")
    .locator("xpath=..")
    .getByRole("button", { name: "Remove" })
    .click();
  await saveProduct(page);
  expect(await current()).toMatchObject({ image_url: third, tds_url: null });
  await expect.poll(() => exists(second)).toBe(false);
  await expect.poll(() => exists(sheet)).toBe(false);
  expect(await exists(third)).toBe(true);

  await rest(request, "DELETE", `products?id=eq.${id}`);
});
