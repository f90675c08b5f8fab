import { readFileSync } from "node:fs";
import { expect as baseExpect, test, type Page } from "./support/test";
import { presetConsent } from "./support/consent";
import { createSignedInUser, useSession } from "./support/users";

const expect = baseExpect.configure({ timeout: 20_000 });

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
);

/** The refusal as the language's bundle words it (the file the app itself loads). */
function typeMessage(lng: string): string {
  const file = new URL(`../src/i18n/locales/${lng}/cms.json`, import.meta.url);
  const bundle = JSON.parse(readFileSync(file, "utf8")) as {
    media: { image: { type: string } };
  };
  return bundle.media.image.type;
}

async function openNewProduct(page: Page, lng: string) {
  await presetConsent(page);
  await page.addInitScript((code) => localStorage.setItem("i18nextLng", code), lng);
  await useSession(page, await createSignedInUser("admin"));
  await page.goto("/admin/products/new");
  await expect(page.locator("#field-image_url-file")).toBeAttached();
}

for (const lng of ["en", "hi"]) {
  test(`an SVG picked for a product image is refused with its reason (${lng})`, async ({
    page,
  }) => {
    const uploads: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/storage/v1/object/")) uploads.push(r.url());
    });
    await openNewProduct(page, lng);
    // The picker offers raster images only.
    await expect(page.locator("#field-image_url-file")).toHaveAttribute(
      "accept",
      "image/png,image/jpeg,image/webp,image/avif",
    );
    await page.locator("#field-image_url-file").setInputFiles({
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: SVG,
    });
    await expect(page.getByRole("alert").filter({ hasText: typeMessage(lng) })).toBeVisible();
    await expect(page.locator("#field-image_url")).toHaveValue("");
    expect(uploads).toEqual([]);
  });
}
