import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "./support/test";
import { presetConsent } from "./support/consent";
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

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

test.describe("content management", () => {
  test.describe.configure({ timeout: 90_000 });

  test("categories: create, field errors, duplicate slug, edit with history, keyboard reorder, delete", async ({
    page,
    request,
  }) => {
    await signIn(page);
    const name = uniq("Cat Test");
    await page.goto("/admin/categories/new");
    await expect(page.getByRole("heading", { level: 1, name: "New Category" })).toBeVisible();

    // Client-side validation at the field.
    await page.getByLabel("Icon").fill("Not An Icon!");
    await save(page);
    await expect(page.locator("#field-name-note")).toHaveText("This field is required");
    await expect(page.locator("#field-icon-note")).toHaveText(
      "Use lowercase letters, numbers and dashes",
    );

    // The slug follows the name while the record is new.
    await page.getByLabel("Icon").fill("droplets");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await expect(page.getByLabel("Slug")).toHaveValue(slugOf(name));

    // A taken slug (the server's unique violation) is shown at the slug field.
    const [existing] = await rest<{ slug: string }[]>(
      request,
      "GET",
      "categories?select=slug&limit=1",
    );
    await page.getByLabel("Slug").fill(existing!.slug);
    await save(page);
    await expect(page.locator("#field-slug-note")).toHaveText(
      "Already taken: choose another value",
    );

    await page.getByLabel("Slug").fill(slugOf(name));
    await save(page);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/categories\/[0-9a-f-]{36}$/);
    const [row] = await rest<{ id: string; slug: string }[]>(
      request,
      "GET",
      `categories?select=id,slug&name=eq.${encodeURIComponent(name)}`,
    );
    expect(row?.slug).toBe(slugOf(name));

    // Edit: the saved slug is locked; the description change shows up in the history.
    await expect(page.getByLabel("Slug")).toHaveAttribute("readonly", "");
    await page.getByLabel("Description").fill("Edited in the browser test");
    await save(page);
    await expect(page.getByText("Category saved").first()).toBeVisible();
    const history = page.getByRole("list", { name: "History" });
    await expect(history.getByText("Edited in the browser test")).toBeVisible();
    await expect(history.getByText(/^Created by/)).toBeVisible();

    // The public site sees the active category.
    const publicRows = await (
      await request.get(`/rest/v1/categories?select=name&slug=eq.${slugOf(name)}`, {
        headers: { apikey: await anonKey(page) },
      })
    ).json();
    expect(publicRows).toEqual([{ name }]);

    // Reorder by keyboard: give it the lowest sort order, then move it down with the button.
    await rest(request, "PATCH", `categories?id=eq.${row!.id}`, { sort_order: -1000 });
    await page.goto("/admin/categories?sort=sort_order");
    const up = page.getByRole("button", { name: `Move ${name} down` });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`Order saved (${name} moved)`)).toBeVisible();
    const [after] = await rest<{ sort_order: number }[]>(
      request,
      "GET",
      `categories?select=sort_order&id=eq.${row!.id}`,
    );
    expect(after!.sort_order).toBe(1);
    await expect(page.getByRole("row").nth(2)).toContainText(name);

    // Delete from the edit page, after a confirmation naming it.
    await page.getByRole("link", { name }).click();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("dialog", { name: `Delete “${name}”?` })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    expect(await rest(request, "GET", `categories?select=id&id=eq.${row!.id}`)).toEqual([]);
  });
});

// A 2x2 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

interface ProductRow {
  id: string;
  slug: string;
  name: string;
  image_url: string | null;
  image_width: number | null;
  gallery: { url: string; alt: string }[];
  specifications: { key: string; value: string }[];
  pack_sizes: { size: number; unit: string }[];
  short_description: string | null;
  is_active: boolean;
  category_id: string | null;
}

test.describe("products", () => {
  test.describe.configure({ timeout: 120_000 });

  test("create with an uploaded image (on the public site), unsaved-changes prompt, stale edit, history", async ({
    page,
    request,
  }) => {
    await signIn(page);
    const name = uniq("Aqua Shield");
    await page.goto("/admin/products/new");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Short description").fill("A browser-test product");
    await page.getByLabel("Category", { exact: true }).selectOption({ index: 1 });
    await page.locator("#field-image_url-file").setInputFiles({
      name: "shield.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await expect(page.locator("#field-image_url")).toHaveValue(
      /\/storage\/v1\/object\/public\/media\//,
    );
    // A PDF field refuses an image before uploading.
    await page.locator("#field-tds_url-file").setInputFiles({
      name: "x.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await expect(page.getByText("Choose a PDF file.")).toBeVisible();

    await page.getByRole("button", { name: "Add specification" }).click();
    await page.getByLabel("Property 1", { exact: true }).fill("Density");
    await page.getByLabel("Value 1", { exact: true }).fill("1.4 kg/L");
    await page.getByRole("button", { name: "Add pack size" }).click();
    await page.getByLabel("Size 1", { exact: true }).fill("20");
    await page.getByLabel("Sort order").fill("-1000");
    await save(page);
    // Alt text is required for the image.
    await expect(page.locator("#field-image_url-alt-help")).toHaveText(
      "Describe the image for people who cannot see it",
    );
    await page.getByLabel("Alt text").first().fill("Pail of Aqua Shield");
    await save(page);
    await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);

    const [row] = await rest<ProductRow[]>(
      request,
      "GET",
      `products?select=*&name=eq.${encodeURIComponent(name)}`,
    );
    expect(row!.image_url).toContain("/storage/v1/object/public/media/products/");
    expect(row!.image_width).toBe(2);
    expect(row!.gallery[0]).toMatchObject({ url: row!.image_url, alt: "Pail of Aqua Shield" });
    expect(row!.specifications).toEqual([{ key: "Density", value: "1.4 kg/L" }]);
    expect(row!.pack_sizes).toEqual([{ size: 20, unit: "kg" }]);

    // Leaving a dirty form asks first.
    await expect(page.getByRole("list", { name: "History" })).toBeVisible();
    await page.getByLabel("Short description").fill("Not saved yet");
    await page.getByRole("link", { name: "Categories", exact: true }).click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${row!.id}$`));
    await expect(page.getByLabel("Short description")).toHaveValue("Not saved yet");

    // Someone else saves first: our save is refused, with a way to reload.
    await rest(request, "PATCH", `products?id=eq.${row!.id}`, {
      short_description: "Changed elsewhere",
    });
    await save(page);
    await expect(page.getByText("Someone else changed this record")).toBeVisible();
    let [now] = await rest<ProductRow[]>(request, "GET", `products?select=*&id=eq.${row!.id}`);
    expect(now!.short_description).toBe("Changed elsewhere");
    await page.getByRole("button", { name: "Reload the latest version" }).click();
    await expect(page.getByLabel("Short description")).toHaveValue("Changed elsewhere");

    // Edit again; the history shows the edit with the old and new value.
    await page.getByLabel("Short description").fill("Edited after reload");
    await save(page);
    await expect(page.getByText("Product saved").first()).toBeVisible();
    const history = page.getByRole("list", { name: "History" });
    await expect(history.getByText("Edited after reload")).toBeVisible();
    await expect(history.getByText(/^Edited by /).first()).toBeVisible();
    [now] = await rest<ProductRow[]>(request, "GET", `products?select=*&id=eq.${row!.id}`);
    expect(now!.short_description).toBe("Edited after reload");
    // Editing kept the category chosen at creation.
    expect(now!.category_id).toBe(row!.category_id);
    expect(now!.category_id).not.toBeNull();

    // The public site shows it, with its uploaded image.
    await page.goto(`/products/${row!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.locator(`img[src="${row!.image_url}"]`).first()).toBeVisible();
    await page.goto("/products");
    await expect(page.getByText(name).first()).toBeVisible();

    await rest(request, "DELETE", `products?id=eq.${row!.id}`);
  });

  test("bulk deactivate and delete, CSV export of the filtered rows, CSV import skipping a bad row", async ({
    page,
    request,
  }) => {
    await signIn(page);
    const token = `zq${randomUUID()
      .replace(/[^a-f]/g, "")
      .slice(0, 8)}`;
    const names = [`${token} Alpha`, `${token} Beta =cmd`];
    await rest(
      request,
      "POST",
      "products",
      names.map((n) => ({ name: n, slug: slugOf(n), short_description: "=1+2" })),
    );

    await page.goto(`/admin/products?q=${token}`);
    await expect(page.getByRole("link", { name: names[0] })).toBeVisible();
    await expect(page.getByText("1–2 of 2")).toBeVisible();

    // Export: every matching row, BOM first, formula cells neutralised.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const { readFileSync } = await import("node:fs");
    const csv = readFileSync(file, "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]!.startsWith("id,name,slug,short_description")).toBe(true);
    expect(csv).toContain(`${token} Alpha`);
    expect(csv).toContain("'=1+2");

    // Bulk deactivate, then delete with a confirmation that says how many.
    await page.getByRole("checkbox", { name: "Select all rows on this page" }).click();
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.getByRole("button", { name: "Deactivate" }).click();
    await expect(page.getByText("2 records deactivated")).toBeVisible();
    const rows = await rest<ProductRow[]>(request, "GET", `products?select=*&name=like.${token}*`);
    expect(rows.map((r) => r.is_active)).toEqual([false, false]);

    // Import: one bad row is previewed with its error and skipped; the others go in together.
    const imported = [`${token} Gamma`, `${token} Delta`];
    const importCsv = [
      "name,slug,category_slug,features,is_active",
      `${imported[0]},,,Waterproof; UV stable,yes`,
      `${token} Bad,Bad Slug!,,,yes`,
      `${imported[1]},,,,no`,
    ].join("\n");
    await page.getByRole("button", { name: "Import CSV" }).click();
    await page.locator("#csv-import-file").setInputFiles({
      name: "products.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`\uFEFF${importCsv}`),
    });
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("2 rows ready to import, 1 with errors")).toBeVisible();
    await expect(
      dialog.getByText("Slug: Use lowercase letters, numbers and single dashes only"),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Import 2 rows" }).click();
    await expect(page.getByText("Imported 2 rows")).toBeVisible();
    const after = await rest<ProductRow[]>(
      request,
      "GET",
      `products?select=*&name=like.${token}*&order=name`,
    );
    expect(after.map((r) => r.name).sort()).toEqual([...names, ...imported].sort());
    const gamma = after.find((r) => r.name === imported[0]);
    expect(gamma).toMatchObject({ is_active: true });

    await page.goto(`/admin/products?q=${token}`);
    await expect(page.getByText("1–4 of 4")).toBeVisible();
    await page.getByRole("checkbox", { name: "Select all rows on this page" }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Delete 4 records?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Delete 4 records" }).click();
    await expect(page.getByText("4 records deleted")).toBeVisible();
    expect(await rest(request, "GET", `products?select=id&name=like.${token}*`)).toEqual([]);
  });
});

interface TypeCase {
  type: string;
  newPath: string;
  table: string;
  titleField: string;
  fill: (page: Page, title: string) => Promise<void>;
  edit: { label: string; value: string; column: string };
  check?: (page: Page, title: string) => Promise<void>;
}

const youtubeId = () => `${randomUUID().replace(/-/g, "").slice(0, 10)}A`;

const TYPES: TypeCase[] = [
  {
    type: "brands",
    newPath: "/admin/brands/new",
    table: "brands",
    titleField: "name",
    fill: async (page, title) => {
      await page.getByLabel("Name", { exact: true }).fill(title);
      await page.getByLabel("Website").fill("https://example.com/brand");
    },
    edit: { label: "Description", value: "Edited brand", column: "description" },
  },
  {
    type: "services (via /admin/services/new)",
    newPath: "/admin/services/new",
    table: "services",
    titleField: "title",
    fill: async (page, title) => {
      await page.getByLabel("Title", { exact: true }).fill(title);
      await page.getByLabel("Features").fill("Site survey\nApplication");
    },
    edit: { label: "Summary", value: "Edited service", column: "summary" },
  },
  {
    type: "transport",
    newPath: "/admin/transport/new",
    table: "transport_companies",
    titleField: "name",
    fill: async (page, title) => {
      await page.getByLabel("Name", { exact: true }).fill(title);
      await page.getByLabel("Phone numbers").fill("not a phone");
      await page.getByLabel("City").fill("Surat");
      await page.getByLabel("State").fill("Gujarat");
      await save(page);
      await expect(page.locator("#field-phones-note")).toHaveText(
        "Enter valid phone numbers (6 to 15 digits each)",
      );
      await page.getByLabel("Phone numbers").fill("+91 79 1234 5678");
    },
    edit: { label: "Contact person", value: "Edited Person", column: "contact_person" },
  },
  {
    type: "videos",
    newPath: "/admin/videos/new",
    table: "videos",
    titleField: "title",
    fill: async (page, title) => {
      const id = youtubeId();
      await page.getByLabel("YouTube link or video id").fill("https://example.com/nope");
      await page.getByLabel("Title", { exact: true }).fill(title);
      await save(page);
      await expect(page.locator("#field-youtube_id-note")).toHaveText(
        "This is not a YouTube link or video id",
      );
      await page.getByLabel("YouTube link or video id").fill(`https://youtu.be/${id}?t=3`);
      await expect(
        page.getByRole("img", { name: `Thumbnail of YouTube video ${id}` }),
      ).toHaveAttribute("src", `https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
    },
    edit: { label: "Category", value: "Edited", column: "category" },
  },
  {
    type: "banners",
    newPath: "/admin/banners/new",
    table: "banners",
    titleField: "title",
    fill: async (page, title) => {
      await page.getByLabel("Title", { exact: true }).fill(title);
      await page.getByLabel("Starts").fill("2099-01-01T10:00");
      await page.getByLabel("Ends").fill("2098-01-01T10:00");
      await save(page);
      await expect(page.locator("#field-ends_at-note")).toHaveText(
        "The end must be after the start",
      );
      await page.getByLabel("Ends").fill("2099-02-01T10:00");
    },
    edit: { label: "Subtitle", value: "Edited banner", column: "subtitle" },
    check: async (page, title) => {
      const [row] = await rest<{ starts_at: string }[]>(
        page.request,
        "GET",
        `banners?select=starts_at&title=eq.${encodeURIComponent(title)}`,
      );
      // 10:00 in India is 04:30 UTC.
      expect(new Date(row!.starts_at).toISOString()).toBe("2099-01-01T04:30:00.000Z");
      await page.goto(`/admin/banners?q=${encodeURIComponent(title)}`);
      await expect(
        page.getByRole("row", { name: new RegExp(title) }).getByText("Scheduled"),
      ).toBeVisible();
      await page.getByRole("link", { name: title }).click();
    },
  },
  {
    type: "social links",
    newPath: "/admin/social-media/new",
    table: "social_links",
    titleField: "url",
    fill: async (page, title) => {
      await page.getByLabel("Platform").selectOption("linkedin");
      await page
        .getByLabel("Profile URL")
        .fill(`https://www.linkedin.com/company/${slugOf(title)}`);
    },
    edit: { label: "Sort order", value: "77", column: "sort_order" },
  },
  {
    type: "seo",
    newPath: "/admin/seo/new",
    table: "seo_settings",
    titleField: "route",
    fill: async (page, title) => {
      await page.getByLabel("Page path").fill(`/${slugOf(title)}`);
      await page.getByLabel("Search title").fill(`${title} | Jalraksha`);
      await expect(page.getByText(`${title.length + 12} / 60 recommended`)).toBeVisible();
      await page.getByLabel("Search description").fill("Waterproofing that lasts.");
      await expect(page.getByRole("group", { name: "Search result preview" })).toContainText(
        "Waterproofing that lasts.",
      );
    },
    edit: { label: "Keywords", value: "waterproofing, edited", column: "keywords" },
  },
];

test.describe("every content type", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const tc of TYPES) {
    test(`${tc.type}: create, edit and delete through the UI`, async ({ page, request }) => {
      await signIn(page);
      const title = uniq("E2E");
      await page.goto(tc.newPath);
      await tc.fill(page, title);
      await save(page);
      await expect(page).toHaveURL(/\/[0-9a-f-]{36}$/);
      const id = page.url().split("/").pop()!;
      const [created] = await rest<Record<string, unknown>[]>(
        request,
        "GET",
        `${tc.table}?select=*&id=eq.${id}`,
      );
      expect(created).toBeDefined();
      await tc.check?.(page, title);

      await expect(page.getByRole("list", { name: "History" })).toBeVisible();
      await page.getByLabel(tc.edit.label, { exact: true }).fill(tc.edit.value);
      await save(page);
      await expect(
        page.getByRole("list", { name: "History" }).getByText(/^Edited by /),
      ).toBeVisible();
      const [edited] = await rest<Record<string, unknown>[]>(
        request,
        "GET",
        `${tc.table}?select=*&id=eq.${id}`,
      );
      expect(String(edited![tc.edit.column])).toBe(tc.edit.value);

      await page.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
      await expect(page).toHaveURL(/\/admin\/[a-z-]+$/);
      expect(await rest(request, "GET", `${tc.table}?select=id&id=eq.${id}`)).toEqual([]);
    });
  }

  test("a non-admin cannot open the back office", async ({ page }) => {
    await presetConsent(page);
    await useSession(page, await createSignedInUser());
    await page.goto("/admin/products");
    await expect(page).toHaveURL(/\/$/);
  });
});

async function anonKey(page: Page): Promise<string> {
  void page;
  const { DEFAULT_ANON_KEY } = await import("../local-supabase/src/config");
  return DEFAULT_ANON_KEY;
}
