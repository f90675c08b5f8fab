import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "./support/test";
import { presetConsent } from "./support/consent";
import { makePdf, makePhoto, removeObjects } from "./support/photos";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

const expect = baseExpect.configure({ timeout: 30_000 });

interface ProductRow {
  id: string;
  slug: string;
  image_url: string;
  image_width: number | null;
  image_height: number | null;
  tds_url: string | null;
}

/** The natural size and type of an image as the browser decodes it. */
async function decoded(page: Page, url: string) {
  return page.evaluate(async (u) => {
    const res = await fetch(u);
    const bitmap = await createImageBitmap(await res.blob());
    return { type: res.headers.get("content-type"), width: bitmap.width, height: bitmap.height };
  }, url);
}

test.describe.configure({ timeout: 180_000 });

test("a 4000 px phone photo is stored as a 1600 px WebP with 400 and 800 px copies, shown with srcset; a PDF data sheet is uploaded and opens from the product page", async ({
  page,
  request,
  browser,
}) => {
  await presetConsent(page);
  await useSession(page, await createSignedInUser("admin"));
  await page.goto("/admin/products/new");
  await expect(page.locator("#field-image_url-file")).toBeAttached();
  const photo = await makePhoto(page);
  expect(photo.length).toBeGreaterThan(1024 * 1024);

  const name = `Phone Photo ${randomUUID().slice(0, 8)}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Short description").fill("A product photographed on a phone");
  await page.getByLabel("Category", { exact: true }).selectOption({ index: 1 });
  const uploads: { url: string; type: string | null; bytes: number }[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/storage/v1/object/media/"))
      uploads.push({
        url: r.url(),
        type: r.headers()["content-type"] ?? null,
        bytes: r.postDataBuffer()?.length ?? 0,
      });
  });
  await page.locator("#field-image_url-file").setInputFiles({
    name: "IMG_2041.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await expect(page.locator("#field-image_url")).toHaveValue(
    /\/storage\/v1\/object\/public\/media\/products\/[a-z0-9-]+-img-2041\.w1600\.webp$/,
  );
  await expect(page.getByTestId("media-stored")).toContainText("1600 × 1200 px");
  // The copies went first, each as WebP; nothing near the photo's size was sent.
  expect(uploads.map((u) => u.url.replace(/^.*\.w1600/, ""))).toEqual([
    "-400.webp",
    "-800.webp",
    ".webp",
  ]);
  for (const u of uploads) {
    expect(u.type).toBe("image/webp");
    expect(u.bytes).toBeLessThan(photo.length / 4);
  }

  // A data sheet: PDF only, uploaded to the documents bucket.
  await page.locator("#field-tds_url-file").setInputFiles({
    name: "Phone Photo TDS.pdf",
    mimeType: "application/pdf",
    buffer: makePdf("Technical data sheet"),
  });
  await expect(page.locator("#field-tds_url")).toHaveValue(
    /\/storage\/v1\/object\/public\/documents\/products\/[a-z0-9-]+-phone-photo-tds\.pdf$/,
  );
  await page.getByLabel("Alt text").first().fill("The product on a building site");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);

  const [row] = await rest<ProductRow[]>(
    request,
    "GET",
    `products?select=id,slug,image_url,image_width,image_height,tds_url&name=eq.${encodeURIComponent(name)}`,
  );
  const stem = row!.image_url.replace(/\.webp$/, "");
  const stored = [row!.image_url, `${stem}-400.webp`, `${stem}-800.webp`];
  try {
    expect([row!.image_width, row!.image_height]).toEqual([1600, 1200]);
    // In storage: the WebP and its copies, at their sizes.
    expect(await decoded(page, row!.image_url)).toEqual({
      type: "image/webp",
      width: 1600,
      height: 1200,
    });
    expect(await decoded(page, `${stem}-800.webp`)).toEqual({
      type: "image/webp",
      width: 800,
      height: 600,
    });
    expect(await decoded(page, `${stem}-400.webp`)).toEqual({
      type: "image/webp",
      width: 400,
      height: 300,
    });

    // The product page: the image with its srcset and size, so nothing shifts.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/products/${row!.slug}`);
    const main = page.locator(`img[src="${row!.image_url}"]`).first();
    await expect(main).toBeVisible();
    await expect(main).toHaveAttribute(
      "srcset",
      `${stem}-400.webp 400w, ${stem}-800.webp 800w, ${row!.image_url} 1600w`,
    );
    await expect(main).toHaveAttribute("sizes", /100vw/);
    await expect(main).toHaveAttribute("width", "1600");
    await expect(main).toHaveAttribute("height", "1200");

    // The data sheet opens from the product page as a PDF that cannot be sniffed as anything else.
    const link = page.getByTestId("doc-tds");
    await expect(link).toHaveAttribute("href", row!.tds_url!);
    const opened = page.context().waitForEvent("response", (r) => r.url() === row!.tds_url);
    await link.click();
    const response = await opened;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    // Opened, it is saved as a download (its tab closes): the bytes, as stored.
    const pdf = await (await request.get(row!.tds_url!)).body();
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // On the list, a phone (2x screen, fresh cache: Chromium reuses a larger image it already
    // holds) picks a copy, not the 1600 px image.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
    });
    const list = await phone.newPage();
    await list.goto("/products");
    const card = list.locator(`img[src="${row!.image_url}"]`).first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute("sizes", /50vw/);
    await expect
      .poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/-400\.webp$/);
    await phone.close();

    // Replaced and saved: the old image goes with its copies; a 1000 px photo gets both copies.
    await page.goto(`/admin/products/${row!.id}`);
    await page.locator("#field-image_url-file").setInputFiles({
      name: "smaller.jpg",
      mimeType: "image/jpeg",
      buffer: await makePhoto(page, 1000, 750),
    });
    await expect(page.locator("#field-image_url")).toHaveValue(/-smaller\.w1000\.webp$/);
    const replacement = await page.locator("#field-image_url").inputValue();
    const next = replacement.replace(/\.webp$/, "");
    stored.push(replacement, `${next}-400.webp`, `${next}-800.webp`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Product saved").first()).toBeVisible();
    const exists = async (url: string) => (await request.get(url)).ok();
    for (const old of stored.slice(0, 3)) await expect.poll(() => exists(old)).toBe(false);
    for (const kept of stored.slice(3)) expect(await exists(kept), kept).toBe(true);
  } finally {
    await rest(request, "DELETE", `products?id=eq.${row!.id}`);
    await removeObjects(request, [...stored, row!.tds_url ?? ""]);
  }
});
